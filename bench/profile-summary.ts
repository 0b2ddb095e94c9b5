/**
 * Summarises V8 CPU profiles (.cpuprofile, as `node --cpu-prof` writes them): where the time went, by self
 * time per function and per package or source file, as Markdown tables.
 * Usage: node --import tsx bench/profile-summary.ts <file.cpuprofile | dir> [--top 25]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time in microseconds per node id. */
export function selfTimes(profile: Profile): Map<number, number> {
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  return self;
}

/** A package name from a URL under node_modules, else the file's last two path segments, else a V8 marker. */
export function whereFrom(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

export function summarise(profiles: Profile[], top: number): string {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n] as const));
    for (const [id, us] of selfTimes(profile)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      total += us;
      const place = whereFrom(frame.url, frame.functionName);
      const fn = `${frame.functionName || '(anonymous)'} — ${place}:${frame.lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
      byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    }
  }
  const table = (title: string, rows: Map<string, number>) => {
    const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, top);
    return [
      `| ${title} | self ms | share |`,
      '| --- | ---: | ---: |',
      ...sorted.map(
        ([k, us]) =>
          `| ${k.replaceAll('|', '\\|')} | ${(us / 1000).toFixed(0)} | ${((us / total) * 100).toFixed(1)} % |`,
      ),
    ].join('\n');
  };
  return [
    `Sampled time: ${(total / 1e6).toFixed(1)} s in ${profiles.length} profile(s).`,
    '',
    table('package or file', byPlace),
    '',
    table('function', byFunction),
  ].join('\n');
}

function profileFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(path, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' } },
  });
  if (positionals.length === 0) {
    console.error('usage: node --import tsx bench/profile-summary.ts <file.cpuprofile | dir> [--top 25]');
    process.exit(2);
  }
  const files = positionals.flatMap(profileFiles);
  const profiles = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile);
  console.log(summarise(profiles, Number(values.top)));
}
