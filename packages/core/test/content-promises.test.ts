import { CARD_BRAND_NAMES } from '@lottoshop/contracts/funds';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import { listPages } from '../src/modules/content/index.ts';
import { seedDemoSite } from '../src/setup/index.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';

/** The demo's pages say what the shop does, and nothing it does not (issue: text that contradicts the shop). */
const NOW = '2026-03-02T01:00:00.000Z';
let db: Db;
let text: Map<string, string>;

beforeAll(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, fixedClock(NOW), { resultsHistory: false }));
  const { items } = await listPages(testCtx(db, new Date(NOW)), {});
  text = new Map(items.map((p) => [p.path ?? '', JSON.stringify([p.seo, p.sections])]));
});

const page = (path: string) => text.get(path) ?? '';
const all = () => [...text.values()].join('\n');

describe('the demo pages', () => {
  it('promise no recurring purchases, subscriptions, shares or memberships', () => {
    expect(all()).not.toMatch(/autoplay|subscription|every draw automatically|share or membership/i);
    // Nor a chat with the shop's support (customer_chat is off); a helpline's own chat is theirs.
    expect(all()).not.toMatch(/chat with our/i);
  });

  it('say identity is verified before a withdrawal, not before a prize is paid', () => {
    expect(all()).not.toMatch(
      /before paying a prize|prizes? (are|is) paid .*after (we confirm your identity|identity checks)/i,
    );
    for (const path of ['/about', '/about/faq', '/about/terms-and-conditions'])
      expect(page(path), path).toMatch(
        /verify your identity before you withdraw|identity before your first withdrawal|before they withdraw/,
      );
    expect(page('/about/faq')).toMatch(/credited to your account straight away/);
  });

  it('say a ticket for a closed draw is removed from the cart', () => {
    expect(page('/about/faq')).not.toMatch(/goes into the next draw/);
    expect(page('/about/faq')).toMatch(/when its draw closes is removed from the cart/);
  });

  it('name every card brand the card gateway accepts', () => {
    const words: Record<(typeof CARD_BRAND_NAMES)[number], string> = {
      AmericanExpress: 'American Express',
      MasterCard: 'Mastercard',
      Visa: 'Visa',
    };
    for (const brand of CARD_BRAND_NAMES) expect(page('/about/faq')).toContain(words[brand]);
  });

  it('link to no cookie policy while the site has no cookie consent', () => {
    expect(page('/about/privacy')).not.toContain('/about/cookie-policy');
  });
});
