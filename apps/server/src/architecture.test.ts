import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, describeCycle, fileImports, folderGraph, folderOf } from '../../../scripts/import-graph.mjs';
import { tableWriters } from '../../../scripts/table-writers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tree = (relative: string) => path.join(repo, relative);
/** Test support may reach anywhere; it is not part of the layering. */
const testSupport = (folder: string) => folder === 'test';

/** Every import cycle between folders of a source tree, each as the imports that close it. */
const cyclesIn = (root: string) => cyclesOf(folderGraph(root, testSupport)).map((cycle) => describeCycle(root, cycle));

// DESIGN §3 and §7: folders depend one way; only the composition roots import every feature.
describe('import structure', () => {
  it.each(['packages/domain/src', 'apps/server/src', 'apps/web/src'])(
    '%s has no import cycle between its folders',
    (relative) => {
      expect(cyclesIn(tree(relative))).toEqual([]);
    },
  );

  it('a web feature reaches another only through its index.ts (the router, which loads every screen, aside)', () => {
    const root = tree('apps/web/src');
    const deepImports = fileImports(root).flatMap(({ file, targets }) => {
      const from = folderOf(root, file);
      if (from === 'router' || testSupport(from)) return [];
      return targets
        .filter((target) => {
          const to = folderOf(root, target.file);
          return to !== from && to.startsWith('features/') && !/[/\\]index\.tsx?$/.test(target.file);
        })
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target.file)}`);
    });
    expect(deepImports).toEqual([]);
  });
});

/**
 * Issue 28: each table has one writer, the repository that applies its invariants; other features
 * call it on their own transaction. A second file writing a table fails here, and the comment
 * beside each table's type in db/schema.ts names its writer. `node scripts/table-writers.mjs`
 * prints the whole map.
 */
describe('table writers', () => {
  const { writers, unnamed } = tableWriters(tree('apps/server/src'));

  it('every write names its table (a computed one says which with `// table-writer:`)', () => {
    expect(unnamed).toEqual([]);
  });

  it('every table has one writer', () => {
    const several = Object.fromEntries([...writers].filter(([, files]) => files.length > 1));
    expect(several).toEqual({});
  });

  it("every table's type in db/schema.ts names its writers, as the source has them", () => {
    const said = schemaWriters(['apps/server/src/db/schema.ts', 'apps/server/src/db/schema-reports.ts']);
    const found = Object.fromEntries([...said.keys()].map((table) => [table, writers.get(table) ?? []]));
    expect(Object.fromEntries(said)).toEqual(found);
    // A table written by a feature has a type in Database, so the comments cover every writer.
    expect([...writers.keys()].filter((table) => !said.has(table))).toEqual([]);
  });
});

/**
 * Issue 28: one transaction helper. A feature's write runs in `inTransaction` (shared/transaction.ts),
 * which stores a keyed request's answer with the write; only data scripts (seeds, migrations) open a
 * transaction themselves.
 */
describe('transactions', () => {
  it('only shared/transaction.ts opens one, data scripts aside', () => {
    const root = tree('apps/server/src');
    const opening = fileImports(root)
      .map(({ file }) => path.relative(root, file))
      .filter((file) => !/\.test\.ts$/.test(file) && !/^(seed|db[\\/]migrations|test)[\\/]/.test(file))
      .filter((file) => file !== path.join('shared', 'transaction.ts'))
      .filter((file) => /\.transaction\(\)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(opening).toEqual([]);
  });
});

/**
 * For every table of `Database`, the files the comment above its type names ("Written only by
 * features/auth/sessions.repository.ts."; none: "Written by no feature"), in the map's order.
 */
function schemaWriters(files: readonly string[]): Map<string, string[]> {
  const text = files.map((file) => readFileSync(tree(file), 'utf8')).join('\n');
  const database = /export interface Database \{([^}]*)\}/.exec(text)?.[1] ?? '';
  const said = new Map<string, string[]>();
  for (const [, table, type] of database.matchAll(/^\s*(\w+): (\w+);$/gm)) {
    const comment =
      new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export interface ${type}\\b`).exec(text)?.[1] ?? '';
    const named = comment.match(/[\w-]+(?:\/[\w.-]+)+\.ts/g) ?? [];
    said.set(table as string, /Written/.test(comment) ? [...new Set(named)].sort() : ['(no "Written" comment)']);
  }
  return said;
}
