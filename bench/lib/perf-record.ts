/**
 * `perf record` of the whole machine while a run goes on (BENCH_PERF_DATA=<file>): where every process's CPU went,
 * PostgreSQL's backends included, which a V8 profile of the API cannot show. Sampled by the cpu-clock event (the
 * hardware counters are not there on every virtual machine) with call graphs; read it with
 * `perf report -i <file> --comm postgres`. Needs Debian's linux-perf; without it the run goes on unrecorded.
 */
import { spawn } from 'node:child_process';

export async function perfRecord(path: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn('perf', ['record', '-e', 'cpu-clock', '-a', '-g', '-o', path], { stdio: 'ignore' });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    setTimeout(() => resolve(child.exitCode === null), 500);
  });
  if (!started) {
    console.warn('[bench] perf could not be started (is linux-perf installed?): the run is not recorded');
    return { stop: async () => {} };
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
