// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
// highest levels: the server sends them as they are (@fastify/static preCompressed, apps/server
// src/web-app.ts) instead of compressing on each request. Runs after `vite build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
/** What a browser downloads as text; images (png) are compressed already, source maps are never fetched by users. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, headers outweigh what compression saves (index.html, about 0.8 KB, is just above). */
const MIN_BYTES = 512;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function precompress(file) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    toBrotli(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    toGzip(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is not written: the server then sends the file itself.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
const files = entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name));
const sizes = (await Promise.all(files.map((entry) => precompress(path.join(entry.parentPath, entry.name))))).filter(
  Boolean,
);
const total = (key) => Math.round(sizes.reduce((sum, size) => sum + size[key], 0) / 1000);
console.log(
  `precompressed ${sizes.length} files: ${total('raw')} kB raw, ${total('gz')} kB gzip, ${total('br')} kB brotli`,
);
