import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** The fields of /proc/PID/stat after the command name (state is [0]); null once it has ended. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds a process has used so far in its own code and in the kernel; 0 once it has ended. */
export function cpuSplit(pid: number): { user: number; kernel: number } {
  const fields = statFields(pid);
  if (!fields) return { user: 0, kernel: 0 };
  return { user: Number(fields[11]) / TICKS_PER_S, kernel: Number(fields[12]) / TICKS_PER_S };
}

/** CPU seconds (user + system) a process has used so far; 0 once it has ended. */
export function cpuSeconds(pid: number): number {
  const { user, kernel } = cpuSplit(pid);
  return user + kernel;
}

const numericEntries = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** Processes by command name (nginx's master and workers, PostgreSQL's backends). */
export function pidsNamed(name: string): number[] {
  return numericEntries().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });
}

const parentOf = (pid: number) => Number(statFields(pid)?.[1] ?? -1);

/** A process and its children (one PostgreSQL cluster: the postmaster and its backends). */
export function processTree(root: number): number[] {
  return [root, ...numericEntries().filter((pid) => parentOf(pid) === root)];
}

/** The roots among processes of one name: PostgreSQL's postmasters (their backends share it). */
export function rootsNamed(name: string): number[] {
  const named = new Set(pidsNamed(name));
  return [...named].filter((pid) => !named.has(parentOf(pid)));
}

/**
 * CPU seconds PostgreSQL clusters have used so far: each postmaster's own, its live backends',
 * and, in the postmaster's children's times, every backend that has ended. A sum over the live
 * backends alone loses a backend's CPU when it ends (a pool closing an idle connection during a
 * reading) and can even go down: a reading once came out at -0.989 ms a search.
 */
export function clusterCpuSeconds(postmasters: number[]): number {
  const ended = (root: number) => {
    const fields = statFields(root);
    return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS_PER_S : 0;
  };
  return postmasters.reduce((sum, root) => {
    // A backend reaped between reading the ended ones and the live ones would be in neither:
    // read again until no backend ended meanwhile.
    for (let attempt = 0; ; attempt++) {
      const before = ended(root);
      const live = processTree(root).reduce((total, pid) => total + cpuSeconds(pid), 0);
      if (ended(root) === before || attempt === 5) return sum + before + live;
    }
  }, 0);
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** This process's own CPU seconds (the load generator). */
export const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
