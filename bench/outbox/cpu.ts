// CPU time the server and the browser spend, from Linux's /proc: unlike a wall-clock figure on a
// shared machine, it hardly depends on what else runs, so it says where an order's time goes.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcessTimes {
  parent: number;
  /** User plus system time, in seconds. */
  cpu: number;
}

function readProcesses(): Map<number, ProcessTimes> {
  const processes = new Map<number, ProcessTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while being read.
    }
  }
  return processes;
}

export interface CpuSnapshot {
  server: number;
  browser: number;
}

/** Seconds of CPU so far: the server's process, and every other process this one started (Chromium's). */
export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const processes = readProcesses();
  const descendants = new Set([process.pid]);
  // Parents come before children in a pid scan only by chance: repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const [pid, { parent }] of processes)
      if (!descendants.has(pid) && descendants.has(parent)) {
        descendants.add(pid);
        added = true;
      }
  }
  let browser = 0;
  for (const pid of descendants) if (pid !== process.pid && pid !== serverPid) browser += processes.get(pid)?.cpu ?? 0;
  return { server: processes.get(serverPid)?.cpu ?? Number.NaN, browser };
}

/** Milliseconds of CPU per item between two snapshots. */
export const cpuPerItem = (before: CpuSnapshot, after: CpuSnapshot, items: number): CpuSnapshot => ({
  server: ((after.server - before.server) * 1000) / items,
  browser: ((after.browser - before.browser) * 1000) / items,
});
