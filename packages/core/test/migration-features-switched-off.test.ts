import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { type DbHandle, openDb, queryRows } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from '../src/db/migrate.ts';
import { DEMO_SITE_DISABLED_CAPABILITIES } from '../src/modules/capabilities/capabilities.catalogue.ts';
import { seedDemoSite } from '../src/setup/index.ts';

/**
 * Migration 0027 corrects a shop seeded before it: the features not built are switched off, and the seeded about
 * pages stop promising what the shop does not do. Built as such a shop is: migrated up to 0026, seeded, with the
 * capabilities on and the page sentences as the seed of the time wrote them.
 */
const SWITCHED_OFF = [
  'autoplay',
  'autoplay_manage',
  'combined_recurring_purchases',
  'subscription_manage',
  'syndicates',
  'social-syndicates',
  'vouchers',
  'customer_chat',
  'feedback',
  'notifications_feed',
  'cookie_consent',
  'sub_variants',
];
const OLD_FAQ_SECTIONS = [
  {
    kind: 'accordion',
    heading: 'Tickets and draws',
    items: [
      {
        question: 'When do ticket sales close?',
        answer:
          'Sales for each draw close shortly before the draw time shown on the ticket page. After that your ticket goes into the next draw you choose.',
      },
      {
        question: 'Can I play the same numbers every draw?',
        answer:
          'Yes. Save them as favourite numbers, or set up Autoplay to buy your ticket for every draw automatically.',
      },
      {
        question: 'Which payment methods can I use?',
        answer:
          'Visa, Mastercard, PayPal, Apple Pay, Google Pay and bank deposits. We never accept credit for play.',
      },
    ],
  },
];
const REWRITTEN_TERMS = [
  { kind: 'single_column_content', heading: '4. Prizes', format: 'markdown', body: 'Our own words.' },
];

const dirs: string[] = [];
let handle: DbHandle | undefined;
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before 0027. */
function migrationsBefore0027(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lottoshop-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 27);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// Opens its own embedded database, so it runs whichever database the rest of the suite is on (decision 066).
describe('migration 0027 on a shop seeded before it', () => {
  it('switches the unbuilt features off and corrects the seeded sentences, leaving rewritten pages alone', async () => {
    handle = await openDb({ dataDir: 'memory://' });
    const { db } = handle;
    await migrate(db as unknown as PgliteDatabase, { migrationsFolder: migrationsBefore0027() });
    await db.transaction((tx) =>
      seedDemoSite(tx, fixedClock('2026-03-02T01:00:00Z'), { resultsHistory: false }),
    );
    // As the seed of the time left them.
    await db.execute(sql`update capabilities set enabled_on_site = true`);
    await db.execute(
      sql`update pages set sections = ${JSON.stringify(OLD_FAQ_SECTIONS)}::jsonb where path = '/about/faq'`,
    );
    await db.execute(
      sql`update pages set sections = ${JSON.stringify(REWRITTEN_TERMS)}::jsonb where path = '/about/terms-and-conditions'`,
    );

    await migrateDb(db, 'pglite');

    const off = await queryRows<{ key: string }>(
      db,
      sql`select key from capabilities where not enabled_on_site order by key`,
    );
    expect(off.map((r) => r.key)).toEqual(expect.arrayContaining(SWITCHED_OFF));
    // The migration switches off what the seed now leaves off, and nothing the seed keeps on.
    for (const key of off.map((r) => r.key)) expect(SWITCHED_OFF).toContain(key);
    for (const key of SWITCHED_OFF) expect(DEMO_SITE_DISABLED_CAPABILITIES).toContain(key);

    const [faq] = await queryRows<{ text: string }>(
      db,
      sql`select sections::text as text from pages where path = '/about/faq'`,
    );
    expect(faq?.text).not.toMatch(/next draw you choose|Autoplay/);
    expect(faq?.text).toContain('is removed from the cart');
    expect(faq?.text).toContain('American Express');
    const [terms] = await queryRows<{ sections: unknown }>(
      db,
      sql`select sections from pages where path = '/about/terms-and-conditions'`,
    );
    expect(terms?.sections).toEqual(REWRITTEN_TERMS);
  }, 90_000);
});
