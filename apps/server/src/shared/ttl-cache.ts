/**
 * A small in-process cache whose entries live at most `ttlMs` (or until their own expiry): the
 * safety net behind event-driven invalidation, should a notification between instances be lost.
 */
export function createTtlCache<K, V>(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > options.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },

    set(key: K, value: V, expiresAt = Number.POSITIVE_INFINITY): void {
      // Oldest first: a full cache drops its oldest entry.
      if (entries.size >= options.maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, until: Math.min(options.now() + options.ttlMs, expiresAt) });
    },

    delete(key: K): void {
      entries.delete(key);
    },

    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
  };
}
export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;
