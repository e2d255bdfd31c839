import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_PROTOCOL_VERSION, type Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

interface Listener {
  events: { type: string; data: { table?: Table } }[];
  /** Resolves with the first matching event; the test's own timeout bounds the wait. */
  waitFor(predicate: (event: { type: string; data: { table?: Table } }) => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the event stream over real TCP, as a terminal does, and collects what arrives. */
function listen(port: number, jwt: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: bearer(jwt) }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events: ${response.statusCode}`));
      const events: Listener['events'] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      const ended = new Promise<void>((done) => response.on('end', done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
          for (const wake of waiters.splice(0)) wake();
          boundary = buffer.indexOf('\n\n');
        }
      });
      resolve({
        events,
        waitFor(predicate) {
          return new Promise((done) => {
            const check = () => {
              if (events.some(predicate)) return done();
              waiters.push(check);
            };
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

describe(`live floor events on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  // How soon it shows is measured by `npm run bench` (bench/live-updates.ts), not asserted here.
  it('shows a table taken on one terminal on the others of the branch, and not elsewhere', async () => {
    const cashier = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    const waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const other = await createOtherTenant(app.database.db);
    const foreign = (await app.login(other.email, other.password)).jwt;
    const cashierFloor = await listen(port, cashier);
    const foreignFloor = await listen(port, foreign);
    try {
      const table = (
        await app.server.inject({ method: 'GET', url: '/api/tables/number/3', headers: bearer(waiter) })
      ).json();
      const taken = await fetch(`http://127.0.0.1:${port}/api/tables/${table.id}/occupy`, {
        method: 'POST',
        headers: { ...bearer(waiter), 'content-type': 'application/json' },
        body: JSON.stringify({ people: 2 }),
      });
      expect(taken.status).toBe(200);
      await cashierFloor.waitFor(
        (event) =>
          event.type === 'table.changed' && event.data.table?.id === table.id && event.data.table?.busy === true,
      );
      // Each stream starts with the protocol's greeting; the other business's hears nothing more.
      const greeting = { type: 'live.hello', data: { type: 'live.hello', protocol: LIVE_PROTOCOL_VERSION } };
      expect(cashierFloor.events[0]).toEqual(greeting);
      expect(foreignFloor.events).toEqual([greeting]);
    } finally {
      cashierFloor.close();
      foreignFloor.close();
    }
  });

  it('ends a stream when its session ends: logout, or a change of user on the terminal', async () => {
    const signedOut = await app.login('mesero@demo.pos', 'mesero1234');
    const stream = await listen(port, signedOut.jwt);
    const logout = await app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.jwt) });
    expect(logout.statusCode).toBe(204);
    await stream.ended;

    const terminal = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const bystander = await listen(port, (await app.login('caja@demo.pos', 'caja1234')).jwt);
    const swapped = await listen(port, terminal);
    const pin = await app.server.inject({
      method: 'POST',
      url: '/api/auth/pin',
      headers: bearer(terminal),
      payload: { pin: '2222', purpose: 'login' },
    });
    expect(pin.statusCode).toBe(200);
    await swapped.ended;
    const stillOpen = await Promise.race([bystander.ended.then(() => false), Promise.resolve(true)]);
    expect(stillOpen).toBe(true);
    bystander.close();
  });

  it('refuses the stream without a token', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/events`);
    expect(response.status).toBe(401);
  });
});

describe(`an event stream's token on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({ tokenTtlSeconds: 1 });
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('ends the stream when its token expires, as any request with that token is refused from then on', async () => {
    const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
    const stream = await listen(port, jwt);
    app.clock.advanceSeconds(2);
    const refused = await app.server.inject({ method: 'GET', url: '/api/tables', headers: bearer(jwt) });
    expect(refused.statusCode).toBe(401);
    await stream.ended;
  });
});
