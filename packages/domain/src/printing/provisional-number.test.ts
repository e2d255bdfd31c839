import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { provisionalBillNumber } from './provisional-number.js';

describe('provisionalBillNumber', () => {
  it('is the device code (its last six letters or digits, upper case) and the sequence', () => {
    expect(provisionalBillNumber('0194c2a0-0000-7000-8000-00000a7f3a9c', 42)).toBe('7F3A9C-42');
  });

  it('tells apart two sequences of one device and one sequence of two devices', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.integer({ min: 1, max: 2 ** 40 }), (first, second, sequence) => {
        expect(provisionalBillNumber(first, sequence)).not.toBe(provisionalBillNumber(first, sequence + 1));
        const code = (id: string) => id.replace(/-/g, '').slice(-6).toUpperCase();
        const sameCode = code(first) === code(second);
        expect(provisionalBillNumber(first, sequence) === provisionalBillNumber(second, sequence)).toBe(sameCode);
      }),
      { numRuns: 200 },
    );
  });
});
