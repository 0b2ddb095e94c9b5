import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir, lockPathFor } from '../src/db/data-dir-lock.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
    rmSync(lockPathFor(d), { force: true });
  }
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lottoshop-lock-'));
  dirs.push(dir);
  return dir;
}

/** The id of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/**
 * Opens a data directory another process holds, which must be refused. Should it open, the handle is closed at
 * once and the open fails with a sentence saying so: an open PGlite handle left to `rejects` to describe would
 * exhaust the worker's heap before any test is named.
 */
async function openAgain(dataDir: string): Promise<never> {
  const handle = await openDb({ dataDir });
  await handle.close();
  throw new Error(`a second process opened the data directory ${dataDir}: the single-writer lock let it in`);
}

describe('embedded database lock', () => {
  it('refuses a data directory another running process holds, and changes nothing', async () => {
    const dataDir = freshDir();
    const lockPath = lockPathFor(dataDir);
    // The parent of this worker is alive for the whole test.
    writeFileSync(lockPath, String(process.ppid));
    await expect(openAgain(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(openAgain(dataDir)).rejects.toThrow(
      `The database at ${dataDir} is in use by process ${process.ppid}: stop it first`,
    );
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.ppid));
  }, 60_000);

  it('takes over the lock of a process that is gone, and releases it on close', async () => {
    const dataDir = freshDir();
    const lockPath = lockPathFor(dataDir);
    writeFileSync(lockPath, String(deadPid()));
    const handle = await openDb({ dataDir });
    try {
      expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockPath)).toBe(false);
  }, 60_000);

  it('lets this process nest handles; the last release removes the lock', () => {
    const dataDir = freshDir();
    const first = lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    first();
    first(); // releasing twice is harmless
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
    second();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });
});
