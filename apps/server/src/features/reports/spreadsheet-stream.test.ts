import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type Column, spreadsheetStream } from './spreadsheet-stream.js';

type Row = { n: number; name: string };
const columns: Column<Row>[] = [
  { header: 'N', kind: 'int', value: (row) => row.n },
  { header: 'Name', kind: 'text', value: (row) => row.name },
];
const BATCHES = 200;
const SIZE = 500;

describe('spreadsheet streams', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`reads no further batches while nobody reads the ${format}, then writes every row`, async () => {
      let pulled = 0;
      async function* batches() {
        for (let batch = 0; batch < BATCHES; batch++) {
          pulled += 1;
          yield Array.from({ length: SIZE }, (_, index) => ({ n: batch * SIZE + index, name: `Plato ${index}` }));
        }
      }
      const out = spreadsheetStream(format, { name: 'Sheet', columns, currency: 'COP', batches: batches() });
      // Nobody reads: the writer fills the buffer and waits, a few batches in.
      let ticks = 0;
      while (!(out as unknown as { writableNeedDrain: boolean }).writableNeedDrain && ticks < 100_000) {
        await tick();
        ticks += 1;
      }
      const stalledAt = pulled;
      for (let index = 0; index < 1000; index++) await tick();
      expect(pulled).toBe(stalledAt);
      expect(pulled).toBeLessThan(BATCHES / 2);

      let bytes = 0;
      for await (const chunk of out) bytes += (chunk as Buffer).length;
      expect(pulled).toBe(BATCHES);
      expect(bytes).toBeGreaterThan(format === 'csv' ? BATCHES * SIZE * 8 : 10_000);
    });
  }
});
