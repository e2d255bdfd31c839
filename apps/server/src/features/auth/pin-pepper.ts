import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createAppSettingsRepository } from '../../shared/app-settings.repository.js';

const LEGACY_KEY = 'pin_pepper';

/**
 * Databases from before the PIN pepper left the database keep it in app_settings: it moves to the
 * data folder's pepper file (its users' PIN lookups were made with it), then leaves the database.
 * A pepper given in POS_PIN_PEPPER wins.
 */
export async function adoptStoredPinPepper(db: Db, config: Config, pepperGiven: boolean): Promise<Config> {
  const settings = createAppSettingsRepository(db);
  const stored = await settings.find(LEGACY_KEY);
  if (stored === undefined) return config;
  if (!pepperGiven) writeFileSync(path.join(config.dataDir, 'pin-pepper'), stored, { mode: 0o600 });
  await settings.remove(LEGACY_KEY);
  return pepperGiven ? config : { ...config, pinPepper: stored };
}
