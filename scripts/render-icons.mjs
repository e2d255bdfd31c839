// Renders the installable app's PNG icons from the cloche logo (apps/web/src/ui/BrandMark.tsx) with
// the headless Chromium the e2e tests use. The PNGs are committed; run again only when the logo or
// the theme colour changes: `node scripts/render-icons.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/icons');

/** The theme's primary colour (paprika shade 7, apps/web/src/app/theme.ts). */
const PAPRIKA = '#c2410c';
/** The cloche drawn in white on the logo's 64-unit grid. */
const CLOCHE =
  '<circle cx="32" cy="17" r="3.5" fill="#fff"/><path d="M13 42a19 19 0 0 1 38 0z" fill="#fff"/><rect x="9" y="44" width="46" height="5" rx="2.5" fill="#fff"/>';

/** The logo as the app shows it: a rounded tile, transparent corners. */
const tile = `<rect width="64" height="64" rx="14" fill="${PAPRIKA}"/>${CLOCHE}`;
/** Full-bleed square: the system crops it to its own shape (iOS home screen). */
const square = `<rect width="64" height="64" fill="${PAPRIKA}"/>${CLOCHE}`;
/**
 * Maskable: full-bleed colour, the cloche scaled into the safe zone (the centred circle of 40% radius
 * that every launcher mask keeps) so no mask cuts it.
 */
const maskable = `<rect width="64" height="64" fill="${PAPRIKA}"/><g transform="translate(32 32) scale(0.78) translate(-32 -31.25)">${CLOCHE}</g>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, art: tile },
  { file: 'icon-512.png', size: 512, art: tile },
  { file: 'maskable-192.png', size: 192, art: maskable },
  { file: 'maskable-512.png', size: 512, art: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, art: square },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const page = await browser.newPage();
  for (const { file, size, art } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" style="display:block">${art}</svg></body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(outDir, file), omitBackground: true });
    console.log(`apps/web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
