import type { Preferences, UpdatePreferences } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { type EventBus, INTERNAL_CHANNEL } from '../events/event-bus.js';
import type { PreferencesRepository } from './preferences.repository.js';

/** The branch's preferences (spec 02 §3): order PIN, tips, taxes; a save applies to the next close. */
export function createPreferencesService(deps: { preferences: PreferencesRepository; events: EventBus; clock: Clock }) {
  const { preferences, events, clock } = deps;
  const now = () => clock.now().toISOString();

  return {
    async get(auth: AuthContext): Promise<Preferences> {
      const scope = branchScope(auth);
      await preferences.ensure(scope, now());
      return preferences.read(scope);
    },

    /** Saves the whole set in one transaction; a stale version is refused (409), nothing half-written. */
    async update(auth: AuthContext, input: UpdatePreferences): Promise<Preferences> {
      const scope = branchScope(auth);
      const stamp = now();
      const saved = await preferences.transaction(async (trx) => {
        await trx.ensure(scope, stamp);
        if (!(await trx.saveSettings(scope, input, input.version, stamp))) {
          throw conflict('The preferences were changed on another terminal, reload them');
        }
        const stored = await trx.taxIds(scope);
        const kept = new Set<string>();
        for (const tax of input.taxes) {
          if (tax.id) {
            // Another branch's tax id is unknown here, never edited.
            if (!stored.includes(tax.id)) throw notFound('Tax');
            kept.add(tax.id);
            await trx.updateTax(scope, { ...tax, id: tax.id }, stamp);
          } else {
            await trx.insertTax(scope, { ...tax, id: newId() }, stamp);
          }
        }
        await trx.deleteTaxes(
          scope,
          stored.filter((id) => !kept.has(id)),
          stamp,
        );
        return trx.read(scope);
      });
      // Every instance forgets its cached checkout settings; every terminal reads them again.
      events.publish(INTERNAL_CHANNEL, { type: 'settings.changed', branchId: scope.branchId });
      events.publish(scope.branchId, { type: 'preferences.changed' });
      return saved;
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
