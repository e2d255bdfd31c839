// How much CPU the server's thread got over a phase, and how long it was ready but waited for one:
// on a shared machine, the second says how much other work weighs on the figures.
import { readFile } from 'node:fs/promises';

export interface CpuShare {
  onCpu: number;
  waiting: number;
}

/** Linux scheduler figures of a thread or process: nanoseconds on a CPU, and runnable but waiting for one. */
export async function schedstat(file: string): Promise<CpuShare | null> {
  try {
    const [onCpu = 0, waiting = 0] = (await readFile(file, 'utf8')).trim().split(/\s+/).map(Number);
    return { onCpu, waiting };
  } catch {
    return null;
  }
}

/** The server's thread (this process's main thread) over a phase, as shares of the wall time. */
export async function serverThreadDuring<T>(work: () => Promise<T>): Promise<[T, CpuShare | null]> {
  const file = `/proc/self/task/${process.pid}/schedstat`;
  const before = await schedstat(file);
  const started = performance.now();
  const result = await work();
  const after = await schedstat(file);
  const wallNs = (performance.now() - started) * 1e6;
  if (!before || !after) return [result, null];
  return [result, { onCpu: (after.onCpu - before.onCpu) / wallNs, waiting: (after.waiting - before.waiting) / wallNs }];
}
