import type {
  PageDto,
  PageField,
  PageFilter,
  SiteContentConfigDto,
  SitewideBannerDto,
  ThemeDto,
} from '@lottoshop/contracts/content';
import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Page } from '../../shared/page.ts';
import type { Ctx } from '../../use-case.ts';
import { pageFilterSql, parsePageFields, parsePageSort } from './content.filter.ts';
import { type PageRow, pages, siteConfigs, sitewideBanners, themes } from './content.tables.ts';

export async function getActiveTheme(ctx: Ctx): Promise<ThemeDto> {
  const [row] = await ctx.db
    .select()
    .from(themes)
    .where(eq(themes.active, true))
    .orderBy(desc(themes.updatedAt))
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'No theme has been published.' });
  const { id, colours, borderRadius, boxShadow, logos, metaImages, motifs, typography } = row;
  return { id, colours, borderRadius, boxShadow, logos, metaImages, motifs, typography };
}

/** The banner to show now: the newest active one whose window contains the clock's now. */
export async function getCurrentSitewideBanner(ctx: Ctx): Promise<SitewideBannerDto | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(sitewideBanners)
    .where(
      and(
        eq(sitewideBanners.active, true),
        or(isNull(sitewideBanners.startsAt), lte(sitewideBanners.startsAt, now)),
        or(isNull(sitewideBanners.endsAt), gt(sitewideBanners.endsAt, now)),
      ),
    )
    .orderBy(desc(sitewideBanners.updatedAt))
    .limit(1);
  return row ? { id: row.id, content: row.content, linkLabel: row.linkLabel, linkUrl: row.linkUrl } : null;
}

export async function getSiteContentConfig(
  ctx: Ctx,
  input: { key?: string } = {},
): Promise<SiteContentConfigDto> {
  const key = input.key ?? 'default';
  const [row] = await ctx.db.select().from(siteConfigs).where(eq(siteConfigs.key, key)).limit(1);
  if (!row) throw new DomainError('not_found', { message: 'No site configuration has been published.' });
  return {
    id: row.id,
    navigation: row.navigation,
    components: row.components,
    socialLinks: row.socialLinks,
    paymentLogos: row.paymentLogos,
    regulationImages: row.regulationImages,
    footer: row.footer,
    sitewideBanner: await getCurrentSitewideBanner(ctx),
  };
}

function toPageDto(row: PageRow): PageDto {
  return {
    id: row.id,
    path: row.path,
    template: row.template,
    name: row.name,
    status: row.status,
    seo: row.seo,
    subnavigationMenu: row.subnavigationMenu ?? null,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const FIELD_KEYS: Record<PageField, keyof PageDto> = {
  id: 'id',
  path: 'path',
  template: 'template',
  name: 'name',
  status: 'status',
  seo: 'seo',
  subnavigation_menu: 'subnavigationMenu',
  sections: 'sections',
  updated_at: 'updatedAt',
};

function pick(page: PageDto, fields: PageField[]): Partial<PageDto> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[FIELD_KEYS[f]] = page[FIELD_KEYS[f]];
  return out as Partial<PageDto>;
}

export type PageListQuery = {
  fields?: string;
  filter?: PageFilter;
  sort?: string;
  limit?: number;
  offset?: number;
};

/** Published pages matching a content query; only the requested fields are returned. */
export async function listPages(ctx: Ctx, query: PageListQuery): Promise<Page<Partial<PageDto>>> {
  const { db } = ctx;
  const fields = parsePageFields(query.fields);
  const where: SQL | undefined = and(eq(pages.status, 'published'), pageFilterSql(query.filter));
  const orderBy = parsePageSort(query.sort);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(pages).where(where),
  ]);
  return { items: rows.map((r) => pick(toPageDto(r), fields)), total: count?.total ?? 0, limit, offset };
}

export async function getPage(ctx: Ctx, input: { id: string; fields?: string }): Promise<Partial<PageDto>> {
  const fields = parsePageFields(input.fields);
  const { id } = input;
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.status, 'published')))
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'There is no such page.' });
  return pick(toPageDto(row), fields);
}
