/**
 * The API as its own process, to be killed. Its sources (`src/main.ts`, what `npm start` runs, with every workspace
 * module it imports) are bundled once with esbuild into one file beside the repository's node_modules, so that a
 * restart costs a Node start, not a TypeScript transform of every file: the crash test restarts it a hundred times.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Bundles the API into `.tmp/<name>/api.mjs` (inside the repository, so its packages resolve) and returns it. */
export async function bundleApi(name: string): Promise<string> {
  const dir = join(ROOT, '.tmp', name);
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'api.mjs');
  await build({
    entryPoints: [join(ROOT, 'apps/api/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
    // Packages from npm stay imports; only the workspaces' own TypeScript is bundled.
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@lottoshop/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    // The one `import.meta.url` of the workspaces' sources finds the migrations beside the core's database code.
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(join(ROOT, 'packages/core/src/db/migrate.ts')).href),
    },
  });
  return outfile;
}

export type ApiProcess = {
  url: string;
  /** Starts it and waits until it answers /health. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing, transactions in flight cut. */
  kill(): Promise<void>;
  /** SIGTERM, as at the end of a run. */
  stop(): Promise<void>;
  output(): string;
};

export function apiProcess(bundle: string, port: number, env: NodeJS.ProcessEnv): ApiProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const exited = (c: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) resolve();
      else c.once('exit', () => resolve());
    });

  return {
    url,
    output: () => output,
    async start() {
      const c = spawn(process.execPath, [bundle], {
        cwd: ROOT,
        env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-32_768);
      };
      c.stdout?.on('data', keep);
      c.stderr?.on('data', keep);
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (c.exitCode !== null) throw new Error(`the API exited (${c.exitCode}): ${output.slice(-2000)}`);
        const up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`the API did not answer within 120 s: ${output.slice(-2000)}`);
    },
    async kill() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
      await exited(c);
      clearTimeout(timer);
    },
  };
}
