/**
 * One process at a time per embedded (PGlite) data directory. PGlite has no lock of its own: a second process
 * opening the same directory (say `npm run db:reset` while the API runs) rewrites the files under the first,
 * whose queries then fail. The lock is a file next to the directory holding the owner's process id; a lock
 * whose process is gone is stale and taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
    public readonly lockPath: string,
  ) {
    super(
      `The database at ${dataDir} is in use by process ${pid}: stop it first (an embedded database can be ` +
        `opened by one process at a time). If no such process is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Locks this process holds, with how many open handles use each. */
const held = new Map<string, number>();

export function lockPathFor(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` (throws DataDirInUseError when another live process holds it); returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir);
  const count = held.get(lockPath) ?? 0;
  if (count === 0) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = ownerOf(lockPath);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(dataDir, owner, lockPath);
      }
      writeFileSync(lockPath, String(process.pid));
    }
  }
  held.set(lockPath, count + 1);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = (held.get(lockPath) ?? 1) - 1;
    if (remaining > 0) {
      held.set(lockPath, remaining);
      return;
    }
    held.delete(lockPath);
    if (ownerOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
}
