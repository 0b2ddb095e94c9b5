/**
 * `npm run bench [-- --only purchase|scoring|settlement|ssr|lighthouse|reads|scaleout] [-- --quick]`: measures each operation beside
 * its baseline, in one run on this machine, and prints one Markdown table per section (operation | baseline | figure | ratio).
 * Everything listens on 127.0.0.1 only; every process and temp dir it starts is removed at the end, on
 * failure and on Ctrl-C. `--quick` uses smaller counts and shorter runs (a smoke run, not figures to quote).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { cleanup } from './lib/proc.ts';
import { renderSection, type Section } from './lib/table.ts';

type SectionRun = (opts: { quick: boolean }) => Promise<Section>;
// Loaded one at a time, so a section whose code is missing or broken fails alone.
const SECTIONS = {
  purchase: async () => (await import('./sections/purchase.ts')).purchaseSection,
  scoring: async () => (await import('./sections/scoring.ts')).scoringSection,
  settlement: async () => (await import('./sections/settlement.ts')).settlementSection,
  ssr: async () => (await import('./sections/ssr.ts')).ssrSection,
  lighthouse: async () => (await import('./sections/lighthouse.ts')).lighthouseSection,
  reads: async () => (await import('./sections/api-reads.ts')).apiReadsSection,
  scaleout: async () => (await import('./sections/scale-out.ts')).scaleOutSection,
} satisfies Record<string, () => Promise<SectionRun>>;
type SectionName = keyof typeof SECTIONS;

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'usage: npm run bench [-- --only purchase|scoring|settlement|ssr|lighthouse|reads|scaleout ...] [-- --quick]',
  );
  process.exit(0);
}

const requested = (values.only ?? []).flatMap((v) => v.split(','));
for (const name of requested) {
  if (!(name in SECTIONS)) {
    console.error(`unknown section "${name}"; choose from ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
}
const chosen = (requested.length > 0 ? requested : Object.keys(SECTIONS)) as SectionName[];
const quick = values.quick ?? false;

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping everything it started…`);
    void cleanup().finally(() => process.exit(130));
  });
}

const cpu = cpus();
console.log('## Benchmark run');
console.log('');
console.log(`- date: ${new Date().toISOString()}`);
console.log(
  `- machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, ${process.platform}/${process.arch}`,
);
console.log(
  `- node ${process.version}; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
console.log(`- mode: ${quick ? 'quick (smoke run: small counts, not figures to quote)' : 'full'}`);
console.log('');

let failures = 0;
for (const name of chosen) {
  const started = Date.now();
  console.error(`[bench] ${name}…`);
  try {
    const run = await SECTIONS[name]();
    const section = await run({ quick });
    section.notes.push(
      `load average after the section: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    console.log(renderSection(section));
  } catch (err) {
    failures += 1;
    console.log(
      `### ${name}: FAILED\n\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  } finally {
    await cleanup();
  }
  console.error(`[bench] ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(failures > 0 ? 1 : 0);
