// The folder-level import graph of a source tree, and its cycles: what the architecture tests hold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A relative import's file: `./x.js` is `./x.ts` in source, `./x` may be `./x.tsx` or `./x/index.ts`. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every relative import of every non-test source file under `root` (static and dynamic `import()`). */
export function fileImports(root) {
  return sourceFiles(root).map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((entry) => entry.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ specifier, file: resolve(file, specifier) }))
      .filter((entry) => entry.file !== null);
    return { file, targets };
  });
}

/**
 * The folder a file belongs to, relative to `root`: `features/<name>` for a feature, else its
 * first folder (`app`, `ui`, `shared`…); a file directly under `root` stands for itself
 * (`app.ts`, the composition root, may import every feature; `config.ts` is imported by them).
 */
export function folderOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0];
}

/** Folder → folders it imports (itself excluded). */
export function folderGraph(root, ignore = () => false) {
  const graph = new Map();
  for (const { file, targets } of fileImports(root)) {
    const from = folderOf(root, file);
    if (ignore(from)) continue;
    const edges = graph.get(from) ?? new Set();
    for (const target of targets) {
      const to = folderOf(root, target.file);
      if (to !== from && !ignore(to)) edges.add(to);
    }
    graph.set(from, edges);
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan): each is an import cycle. */
export function cyclesOf(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexes.set(node, index);
    lows.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indexes.get(next)));
    }
    if (lows.get(node) === indexes.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}

/** The cycle's edges, for a readable failure: `a → b (file.ts)`. */
export function describeCycle(root, cycle) {
  const members = new Set(cycle);
  return fileImports(root)
    .filter(({ file }) => members.has(folderOf(root, file)))
    .flatMap(({ file, targets }) =>
      targets
        .filter(
          (target) => members.has(folderOf(root, target.file)) && folderOf(root, target.file) !== folderOf(root, file),
        )
        .map((target) => `${path.relative(root, file)} → ${path.relative(root, target.file)}`),
    );
}
