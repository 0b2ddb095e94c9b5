/**
 * A process's CPU times from /proc/<pid>/stat (Linux, as the benchmark machine is). A difference of two readings
 * around a run is its CPU, which varies far less between runs than its rate does on a shared machine.
 */
import { readFileSync } from 'node:fs';

/** The kernel's USER_HZ: 100 on Linux x64 and arm64. */
const TICKS_PER_SECOND = 100;

export type ProcStat = {
  parent: number;
  /** Its own user + system seconds. */
  seconds: number;
  /** Its reaped children's user + system seconds. */
  childrenSeconds: number;
};

/** `pid` may be a number, `self` or `<pid>/task/<tid>` (one thread); undefined when it is gone or there is no /proc. */
export function procStat(pid: number | string): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces) start at 3 (state): ppid is 4, utime 14 … cstime 17.
  const fields = text
    .slice(text.lastIndexOf(') ') + 2)
    .split(' ')
    .map(Number);
  const [parent, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => fields[i] ?? Number.NaN);
  if (![parent, utime, stime, cutime, cstime].every(Number.isFinite)) return undefined;
  return {
    parent: parent as number,
    seconds: ((utime as number) + (stime as number)) / TICKS_PER_SECOND,
    childrenSeconds: ((cutime as number) + (cstime as number)) / TICKS_PER_SECOND,
  };
}
