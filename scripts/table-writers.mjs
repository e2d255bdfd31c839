// Which server files write each table: what the architecture test holds (issue 28: one writer per
// table). `node scripts/table-writers.mjs` prints the map.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WRITE = /\.(?:insertInto|updateTable|deleteFrom)\(\s*([^\s,)]+)/g;
/** A write whose table is not a literal names what it may write: `// table-writer: a, b`. */
const DECLARED = /\/\/ table-writer: ([a-z_, ]+)/g;
/** Schema changes and the demo data are not features' writes. */
const NOT_FEATURES = /^(db[/\\]migrations|seed|test)[/\\]/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !/\.(test|spec)\.ts$/.test(name) ? [full] : [];
  });
}

/** Every written table with the files (relative to `root`) that write it; and writes naming no table. */
export function tableWriters(root) {
  const writers = new Map();
  const unnamed = [];
  const add = (table, file) => {
    if (!writers.has(table)) writers.set(table, new Set());
    writers.get(table).add(file);
  };
  for (const full of sourceFiles(root)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    if (NOT_FEATURES.test(file)) continue;
    const text = readFileSync(full, 'utf8');
    const declared = [...text.matchAll(DECLARED)].flatMap((match) => match[1].split(/[, ]+/).filter(Boolean));
    for (const table of declared) add(table, file);
    for (const match of text.matchAll(WRITE)) {
      const literal = /^'([a-z_]+)(?: as \w+)?'$/.exec(match[1]) ?? /^'([a-z_]+)/.exec(match[1]);
      if (literal) add(literal[1], file);
      else if (declared.length === 0) unnamed.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
    }
  }
  const sorted = [...writers].sort(([a], [b]) => a.localeCompare(b));
  return { writers: new Map(sorted.map(([table, files]) => [table, [...files].sort()])), unnamed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src');
  const { writers, unnamed } = tableWriters(root);
  for (const [table, files] of writers) console.log(`${table.padEnd(24)} ${files.join(', ')}`);
  if (unnamed.length) console.log(`\nwrites naming no table: ${unnamed.join(', ')}`);
}
