import { type Preferences, preferencesSchema, type UpdatePreferencesInput } from '@comandero/domain';
import { api } from '../../app/api';

export const preferencesKeys = { all: ['preferences'] as const };

export const fetchPreferences = (signal?: AbortSignal): Promise<Preferences> =>
  api.get('/preferences', preferencesSchema, signal);

/** The whole set with the version it was read at: a stale one answers 409. */
export const savePreferences = (body: UpdatePreferencesInput): Promise<Preferences> =>
  api.post('/preferences', body, preferencesSchema);
