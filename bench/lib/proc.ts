/**
 * Child processes, ports and temp dirs for the benchmarks. Everything started here is registered and torn
 * down by `cleanup()`, which run.ts calls on success, on failure and on SIGINT/SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { procStat } from './proc-stat.ts';

export { freePort } from '@lottoshop/core/testing';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Cleanup = { name: string; run: () => Promise<void> | void };
const cleanups: Cleanup[] = [];

/** Registers a teardown step; steps run in reverse order of registration. */
export function onCleanup(name: string, run: Cleanup['run']): void {
  cleanups.push({ name, run });
}

export async function cleanup(): Promise<void> {
  while (cleanups.length > 0) {
    const step = cleanups.pop()!;
    try {
      await step.run();
    } catch (err) {
      console.error(`[bench] cleanup of ${step.name} failed: ${err instanceof Error ? err.message : err}`);
    }
  }
}

/** A temp dir removed at cleanup. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `lottoshop-bench-${prefix}-`));
  onCleanup(`temp dir ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type Child = { name: string; process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** CPU seconds (user + system) a child has used so far (proc-stat.ts); undefined where there is no /proc. */
export function childCpuSeconds(child: Child): number | undefined {
  const pid = child.process.pid;
  return pid === undefined ? undefined : procStat(pid)?.seconds;
}

/**
 * CPU seconds a child's main thread has used so far: where a Node process runs its JavaScript, so what one
 * process can carry is bounded by it (the rest of a process's CPU is V8's and libuv's helper threads).
 */
export function childMainThreadSeconds(child: Child): number | undefined {
  const pid = child.process.pid;
  return pid === undefined ? undefined : procStat(`${pid}/task/${pid}`)?.seconds;
}

/**
 * Starts a child process whose output is kept (last 64 KiB) for error messages, not printed. It is stopped
 * (SIGTERM, then SIGKILL after 5 s) at cleanup or by `stop()`.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Child {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  onCleanup(`process ${name}`, stop);
  return { name, process: child, output: () => output, stop };
}

/** Waits until GET `url` answers 2xx, failing early when the child exits. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output().slice(-4000)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url} (${child.name}):\n${child.output().slice(-4000)}`);
}

/**
 * Node options for a child named `name`: with BENCH_PROFILE_DIR set, a V8 CPU profile of the child is written there
 * (`<dir>/<name>/*.cpuprofile`) when it stops (SIGTERM exits at once, so the profile is written);
 * `node --import tsx bench/profile-summary.ts <dir>/<name>` summarises it.
 */
export function profileArgs(name: string): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return [];
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${join(dir, name.replace(/[^a-z0-9-]+/gi, '-'))}`,
    '--import',
    join(ROOT, 'bench/servers/exit-on-signal.mjs'),
  ];
}

/** Runs `node --import tsx <file>` as a child. */
export function startTsChild(name: string, file: string, env: NodeJS.ProcessEnv, cwd?: string): Child {
  return startChild(name, process.execPath, [...profileArgs(name), '--import', 'tsx', file], {
    env,
    ...(cwd ? { cwd } : {}),
  });
}
