// The profiler's counters: how many times, how long in all and at worst, per key.

export interface Tally {
  count: number;
  ms: number;
  max: number;
}

export function tallies() {
  const map = new Map<string, Tally>();
  return {
    map,
    add(key: string, ms: number) {
      const entry = map.get(key) ?? { count: 0, ms: 0, max: 0 };
      entry.count++;
      entry.ms += ms;
      entry.max = Math.max(entry.max, ms);
      map.set(key, entry);
    },
    total: () =>
      [...map.values()].reduce(
        (sum, entry) => ({ count: sum.count + entry.count, ms: sum.ms + entry.ms, max: Math.max(sum.max, entry.max) }),
        { count: 0, ms: 0, max: 0 },
      ),
  };
}

/** Entries by a figure of theirs, largest first, the first `count` of them. */
export const largest = (map: Map<string, Tally>, by: keyof Tally, count: number) =>
  [...map.entries()].sort((a, b) => b[1][by] - a[1][by]).slice(0, count);
