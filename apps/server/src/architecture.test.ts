import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, describeCycle, fileImports, folderGraph, folderOf } from '../../../scripts/import-graph.mjs';

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
