import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogOptions } from './request-log.js';

describe('the request log', () => {
  it("never writes the set-password link's one-time code, but keeps the rest of the URL", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = Fastify({ logger: { ...requestLogOptions('info'), stream } });
    server.get('/set-password', async () => 'page');
    await server.inject({ method: 'GET', url: '/set-password?lang=es&code=ABCD-EFGH-JKMN' });
    await server.close();
    const log = lines.join('');
    expect(log).toContain('/set-password?lang=es&code=[redacted]');
    expect(log).not.toContain('ABCD-EFGH-JKMN');
  });
});
