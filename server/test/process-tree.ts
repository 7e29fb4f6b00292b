import { readdirSync, readFileSync } from 'node:fs';

/** Linux only: what the tests that start real processes need to know about them, from /proc. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** One letter: R running, S sleeping, Z exited but not yet collected by its parent, … */
  state: string;
  commandLine: string;
}

export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name sits in parentheses and may itself hold spaces or parentheses.
    const [state = '?', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(ppid), state, commandLine };
  } catch {
    return undefined; // gone
  }
}

/** Every process below `root`, children before grandchildren. */
export function descendants(root: number): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processInfo(Number(name)))
    .filter((info): info is ProcessInfo => info !== undefined);
  const found: ProcessInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const child of all.filter((info) => info.ppid === parent)) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** Still running: it exists and has not exited (an exited child its parent has yet to collect). */
export const isRunning = (pid: number): boolean => {
  const info = processInfo(pid);
  return info !== undefined && info.state !== 'Z';
};
