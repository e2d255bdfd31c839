import { type Money, money } from '../money/money.js';

/**
 * A bill split into equal parts: whole minor units that add up to the total exactly; the first
 * parts carry the remainder, one unit each.
 */
export function splitEqually(total: Money, parts: number): Money[] {
  const count = Math.max(1, Math.trunc(parts));
  const share = Math.floor(total / count);
  const remainder = total - share * count;
  return Array.from({ length: count }, (_, index) => money(share + (index < remainder ? 1 : 0)));
}
