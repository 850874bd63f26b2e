/** What Linux's /proc says of a process: CPU time (the process, its threads, PostgreSQL's backends) and memory. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // one clock tick (getconf CLK_TCK is 100 on Linux)

/** utime + stime in ms of a /proc stat line (the fields after the command's closing parenthesis). */
function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The CPU ms a process has used (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    return cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** CPU ms of each thread of `pid`, by name and thread id; the main thread is `main`. */
export function threadCpuMs(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      threads.set(tid === String(pid) ? 'main' : `${name} ${tid}`, cpuMsOf(stat));
    } catch {
      // The thread ended.
    }
  }
  return threads;
}

/**
 * A reader of the CPU ms of the PostgreSQL backends serving `database`, each as last seen: a
 * backend that exits (a pool closes idle connections) keeps the time it was last read with, so
 * read often enough (and before and after) to lose little.
 */
export function postgresCpuReader(database: string): () => number {
  const seen = new Map<string, number>();
  return () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // A backend's title: "postgres: [cluster:] <user> <database> <client> <state>".
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(' ');
        if (title[0] !== 'postgres:' || !title.slice(1, 4).includes(database)) continue;
        seen.set(entry, cpuMsOf(readFileSync(`/proc/${entry}/stat`, 'utf8')));
      } catch {
        // The process ended.
      }
    }
    let total = 0;
    for (const ms of seen.values()) total += ms;
    return total;
  };
}

/** A process's resident memory, in MB. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
