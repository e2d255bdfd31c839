// Request overhead of the API, as ratios against a bare Node HTTP server measured in the same run.
// Loopback only; each run is bounded in time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.js';
import { runBounded } from './bounded.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ duration: DURATION_SECONDS, connections: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function main() {
  const baselineServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"core":{"available":true}}');
  });
  await new Promise<void>((resolve) => baselineServer.listen(0, '127.0.0.1', resolve));
  const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}`;

  const bench = await startBenchServer();
  const apiUrl = bench.api.replace(/\/api$/, '');
  const { authorization } = await bench.signIn('admin@demo.pos', 'admin1234');

  const figures: Figure[] = [];
  figures.push(await measure('baseline: bare node:http', { url: baselineUrl }));
  figures.push(await measure('GET /api/general/status (db ping)', { url: `${apiUrl}/api/general/status` }));
  figures.push(
    await measure('GET /api/auth/me (token + session + user)', {
      url: `${apiUrl}/api/auth/me`,
      headers: { authorization },
    }),
  );
  figures.push(
    await measure('POST /api/auth/login (argon2id verify)', {
      url: `${apiUrl}/api/auth/login`,
      method: 'POST',
      connections: 2,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@demo.pos', password: 'admin1234' }),
    }),
  );

  const baseline = figures[0]!;
  console.log(`\nHTTP overhead, SQLite, ${DURATION_SECONDS}s per target, loopback`);
  console.log('target'.padEnd(46), 'req/s'.padStart(9), 'vs baseline'.padStart(12), 'p99 ms'.padStart(8));
  for (const figure of figures) {
    const ratio = figure.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      figure.name.padEnd(46),
      figure.requestsPerSecond.toFixed(0).padStart(9),
      `${ratio.toFixed(3)}x`.padStart(12),
      String(figure.p99Ms).padStart(8),
    );
  }
  await bench.close();
  baselineServer.close();
}

await runBounded('http-overhead', 5, main);
