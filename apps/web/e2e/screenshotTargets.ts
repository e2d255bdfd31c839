import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where every screenshots spec writes its pictures (gitignored), made on first use. */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS_DIR, { recursive: true });

/** A tablet and a phone: every screen is looked at on both. */
export const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;
