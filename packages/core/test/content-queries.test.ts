import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { getActiveTheme, getPage, getSiteContentConfig, listPages } from '../src/modules/content/index.ts';
import {
  createPage,
  createSiteConfig,
  createSitewideBanner,
  createTheme,
} from '../src/modules/content/testing.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';
import type { Ctx } from '../src/use-case.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const NOW = new Date('2026-03-02T01:00:00Z');
/** A visitor reading the content at `at` (NOW by default). */
const reader = (at: Date = NOW): Ctx => testCtx(db, at);

async function expectBadQuery(promise: Promise<unknown>, field: string) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).status).toBe(400);
  expect(Object.keys((err as DomainError).fields ?? {})).toEqual([field]);
}

describe('pages', () => {
  it('filters by path with _eq and _starts_with, and returns only the fields asked for', async () => {
    await createPage(db, { path: '/about', name: 'About' });
    await createPage(db, { path: '/about/faq', name: 'FAQ' });
    await createPage(db, { path: '/blog', name: 'Blog' });

    const exact = await listPages(reader(), { fields: 'id,path', filter: { path: { _eq: '/about' } } });
    expect(exact.total).toBe(1);
    expect(Object.keys(exact.items[0] ?? {}).sort()).toEqual(['id', 'path']);

    const prefix = await listPages(reader(), {
      fields: 'path',
      filter: { path: { _starts_with: '/about' } },
    });
    expect(prefix.items.map((p) => p.path)).toEqual(['/about', '/about/faq']);

    const nested = await listPages(reader(), {
      fields: 'path',
      filter: { _and: [{ path: { _starts_with: '/' } }, { name: { _in: ['FAQ', 'Blog'] } }] },
      sort: '-path',
    });
    expect(nested.items.map((p) => p.path)).toEqual(['/blog', '/about/faq']);
  });

  it('treats LIKE wildcards in a filter value literally', async () => {
    await createPage(db, { path: '/about' });
    expect((await listPages(reader(), { filter: { path: { _starts_with: '%' } } })).total).toBe(0);
    expect((await listPages(reader(), { filter: { path: { _contains: '_' } } })).total).toBe(0);
  });

  it('pages through results', async () => {
    for (const p of ['/a', '/b', '/c']) await createPage(db, { path: p });
    const page = await listPages(reader(), { fields: 'path', limit: 2, offset: 1 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.items.map((p) => p.path)).toEqual(['/b', '/c']);
  });

  it('never serves drafts', async () => {
    const draft = await createPage(db, { path: '/draft', status: 'draft' });
    expect((await listPages(reader(), { filter: { status: { _eq: 'draft' } } })).total).toBe(0);
    await expect(getPage(reader(), { id: draft.id })).rejects.toMatchObject({ code: 'not_found' });
  });

  // Filters arrive parsed and checked (PagesQuery in contracts; its tests cover bad filters).
  it('rejects unknown fields and unknown sorts with a 400', async () => {
    await expectBadQuery(listPages(reader(), { fields: 'id,secret' }), 'fields');
    await expectBadQuery(listPages(reader(), { sort: 'sections' }), 'sort');
  });

  it('rejects a section kind the contracts do not know', async () => {
    await expect(createPage(db, { sections: [{ kind: 'marquee' } as never] })).rejects.toThrow();
  });
});

describe('theme and site config', () => {
  it('serves the active theme', async () => {
    await createTheme(db, { key: 'old', active: false, motifs: ['old'] });
    await createTheme(db, { key: 'current', active: true });
    expect((await getActiveTheme(reader())).motifs).toEqual(['confetti']);
  });

  it('is not_found before anything is published', async () => {
    await expect(getActiveTheme(reader())).rejects.toMatchObject({ code: 'not_found' });
    await expect(getSiteContentConfig(reader())).rejects.toMatchObject({ code: 'not_found' });
  });

  it('includes the sitewide banner only inside its window', async () => {
    await createSiteConfig(db);
    await createSitewideBanner(db, { content: 'Later', startsAt: new Date('2026-04-01T00:00:00Z') });
    expect((await getSiteContentConfig(reader())).sitewideBanner).toBeNull();
    await createSitewideBanner(db, { content: 'Now', endsAt: new Date('2026-03-03T00:00:00Z') });
    expect((await getSiteContentConfig(reader())).sitewideBanner?.content).toBe('Now');
    expect((await getSiteContentConfig(reader(new Date('2026-03-04T00:00:00Z')))).sitewideBanner).toBeNull();
  });
});
