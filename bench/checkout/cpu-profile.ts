// The server thread's sampled CPU profile as self time per package (or per file of this
// repository) and per function: which code the close's time goes to.
import { largest, tallies } from './tallies.js';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** A package's name, `server:`/`domain:` and the file for this repository's code, else what V8 names. */
function bucketOf(url: string, functionName: string): string {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (packageName) return packageName;
  const own = /\/(apps\/server|packages\/domain)\/src\/(.*)$/.exec(url);
  if (own) return `${own[1] === 'apps/server' ? 'server' : 'domain'}:${own[2]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url || functionName || '(native)';
}

/** Prints `cpu` (per package, with its time per close) and `cpu.function` (share of the busy time). */
export function reportCpuProfile(profile: CpuProfile, closes: number, line: (name: string, value: string) => void) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const buckets = tallies();
  const functions = tallies();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const node = byNode.get(samples[index]!);
    if (!node) continue;
    const { url, functionName } = node.callFrame;
    const bucket = bucketOf(url, functionName);
    const ms = (deltas[index] ?? 0) / 1000;
    buckets.add(bucket, ms);
    functions.add(`${functionName || '(anonymous)'} ${bucket}`, ms);
  }
  const total = buckets.total().ms;
  const idle = buckets.map.get('(idle)')?.ms ?? 0;
  for (const [bucket, entry] of largest(buckets.map, 'ms', 14)) {
    line('cpu', `${((100 * entry.ms) / total).toFixed(1)} % (${(entry.ms / closes).toFixed(2)} ms/close) ${bucket}`);
  }
  for (const [name, entry] of largest(functions.map, 'ms', 12)) {
    line('cpu.function', `${((100 * entry.ms) / (total - idle)).toFixed(1)} % of busy ${name}`);
  }
}
