import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU seconds a process has used so far in its own code and in the kernel; 0 once it has ended. */
export function cpuSplit(pid: number): { user: number; kernel: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS_PER_S, kernel: Number(fields[12]) / TICKS_PER_S };
  } catch {
    return { user: 0, kernel: 0 };
  }
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

/** A process and its children (one PostgreSQL cluster: the postmaster and its backends). */
export function processTree(root: number): number[] {
  const parentOf = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return -1;
    }
  };
  return [root, ...numericEntries().filter((pid) => parentOf(pid) === root)];
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

/** CPU seconds summed over processes found afresh at each reading (backends come and go). */
export const cpuOf = (pids: () => number[]) => () =>
  pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** This process's own CPU seconds (the load generator). */
export const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
