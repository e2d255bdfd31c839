import type { CheckoutSettings } from '@comandero/domain';
import type { BranchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { createTtlCache } from '../../shared/ttl-cache.js';
import { type EventBus, INTERNAL_CHANNEL } from '../events/event-bus.js';

const TTL_MS = 60_000;
const MAX_BRANCHES = 5_000;

/**
 * A branch's checkout settings (taxes, payment methods, tips, order PIN), read on every close, kept
 * in the process and forgotten by every instance when a `settings.changed` event says so (what the
 * screens that edit them publish).
 */
export function createSettingsCache(deps: {
  load: (scope: BranchScope) => Promise<CheckoutSettings>;
  events: EventBus;
  clock: Clock;
}) {
  const cache = createTtlCache<string, CheckoutSettings>({
    ttlMs: TTL_MS,
    maxEntries: MAX_BRANCHES,
    now: () => deps.clock.now().getTime(),
  });
  const unsubscribe = deps.events.subscribe(INTERNAL_CHANNEL, (event) => {
    if (event.type === 'settings.changed') cache.delete(event.branchId);
  });

  return {
    async get(scope: BranchScope): Promise<CheckoutSettings> {
      const cached = cache.get(scope.branchId);
      if (cached) return cached;
      const loaded = await deps.load(scope);
      cache.set(scope.branchId, loaded);
      return loaded;
    },

    close: unsubscribe,
  };
}
export type SettingsCache = ReturnType<typeof createSettingsCache>;
