import { z } from 'zod';
import { intQuery } from './int-query.ts';
import { jsonQuery } from './json-query.ts';

// ---------------------------------------------------------------- theme

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ThemeDto = z.object({
  id: z.string(),
  colours: z.object({
    themePrimary: Colour,
    themeSecondary: Colour,
    themeTertiary: Colour,
    actionPrimary: Colour,
    actionSecondary: Colour,
    mono: Colour,
    success: Colour,
    warning: Colour,
    error: Colour,
  }),
  borderRadius: z.object({ small: z.string(), medium: z.string(), large: z.string(), pill: z.string() }),
  boxShadow: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
  logos: z.object({ default: z.string(), white: z.string(), navbar: z.string() }),
  metaImages: z.object({ favicon: z.string(), appleTouch: z.string(), ogImage: z.string() }),
  motifs: z.array(z.string()),
  typography: z.object({
    fontFamilyBody: z.string(),
    fontFamilyHeading: z.string(),
    baseFontSize: z.string(),
    headingWeight: z.number().int(),
  }),
});
export type ThemeDto = z.infer<typeof ThemeDto>;

// ---------------------------------------------------------------- site config (navigation, footer, components)

export const NAV_CHILD_TYPES = ['lotto', 'raffle', 'social_play', 'results', 'subvariant'] as const;
export const NavChildTypeSchema = z.enum(NAV_CHILD_TYPES);

export const NavItemDto = z.object({
  label: z.string(),
  linkType: z.enum(['internal', 'external', 'none']),
  url: z.string().nullable(),
  childType: NavChildTypeSchema.nullable(),
  /** Capability keys that must all be present for the item to show; empty means always. */
  capabilities: z.array(z.string()),
});
export type NavItemDto = z.infer<typeof NavItemDto>;

export const NAVIGATION_TYPES = ['main', 'footer', 'footer_legal'] as const;
export const NavigationGroupDto = z.object({
  type: z.enum(NAVIGATION_TYPES),
  items: z.array(NavItemDto),
});
export type NavigationGroupDto = z.infer<typeof NavigationGroupDto>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'tiktok',
  'twitter',
  'youtube',
] as const;
export const PAYMENT_LOGOS = ['AMEX', 'APPLE_PAY', 'GOOGLE_PAY', 'MASTERCARD', 'PAYPAL', 'VISA'] as const;
/** The full footer shows at most this many payment logos; the condensed footer shows all. */
export const FOOTER_MAX_PAYMENT_LOGOS = 8;

export const SocialLinkDto = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });
export const ImageDto = z.object({ src: z.string(), alt: z.string(), href: z.string().nullable() });

export const COMPONENT_VARIANTS = ['variant_a', 'variant_b', 'variant_c'] as const;
const OnlyA = z.literal('variant_a');
export const ComponentVariantsDto = z.object({
  affiliateWidget: OnlyA,
  companyInformationWidget: OnlyA,
  charitySupportWidget: OnlyA,
  customerFeedbackBanner: z.enum(COMPONENT_VARIANTS),
  productSupportBanner: OnlyA,
  uniqueSellingPointWidget: OnlyA,
});

export const SitewideBannerDto = z.object({
  id: z.string(),
  /** Markdown. The client remembers a dismissal together with this content. */
  content: z.string(),
  linkLabel: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type SitewideBannerDto = z.infer<typeof SitewideBannerDto>;

export const SiteContentConfigDto = z.object({
  id: z.string(),
  navigation: z.array(NavigationGroupDto),
  components: ComponentVariantsDto,
  socialLinks: z.array(SocialLinkDto),
  paymentLogos: z.array(z.enum(PAYMENT_LOGOS)),
  regulationImages: z.array(ImageDto),
  footer: z.object({
    legalText: z.string(),
    responsibleGamblingText: z.string(),
    brandMark: ImageDto,
  }),
  sitewideBanner: SitewideBannerDto.nullable(),
});
export type SiteContentConfigDto = z.infer<typeof SiteContentConfigDto>;

// ---------------------------------------------------------------- pages and their sections

const TextFormat = z.enum(['markdown', 'plain']);

/**
 * Capability keys the site must have switched on for a section (or a content grid item) to show: content that
 * promises a feature ("withdraw to your bank") appears once the feature works, with no edit to the text.
 * Absent or empty means always. The site's capabilities count, not the visitor's segment: a promise speaks to
 * visitors before they sign up.
 */
const Gated = { capabilities: z.array(z.string()).optional() };

export const PageHeaderSection = z.object({
  kind: z.literal('page_header'),
  ...Gated,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: ImageDto.nullable(),
});
export const SingleColumnContentSection = z.object({
  kind: z.literal('single_column_content'),
  ...Gated,
  heading: z.string().nullable(),
  format: TextFormat,
  body: z.string(),
});
export const TwoColumnGridSection = z.object({
  kind: z.literal('two_column_grid'),
  ...Gated,
  heading: z.string().nullable(),
  columns: z
    .array(z.object({ heading: z.string().nullable(), format: TextFormat, body: z.string() }))
    .length(2),
});
export const ContentGridSection = z.object({
  kind: z.literal('content_grid'),
  ...Gated,
  heading: z.string().nullable(),
  items: z.array(z.object({ title: z.string(), body: z.string(), icon: z.string().nullable(), ...Gated })),
});
export const CallToActionSection = z.object({
  kind: z.literal('call_to_action'),
  ...Gated,
  heading: z.string(),
  body: z.string().nullable(),
  buttonLabel: z.string(),
  buttonUrl: z.string(),
});
export const HtmlContentSection = z.object({
  kind: z.literal('html_content'),
  ...Gated,
  /** Authored in the content service by editors; clients must still sanitise before rendering. */
  html: z.string(),
});
export const FeaturedTicketsSection = z.object({
  kind: z.literal('featured_tickets'),
  ...Gated,
  heading: z.string().nullable(),
  productOfferKeys: z.array(z.string()),
});
export const AccordionSection = z.object({
  kind: z.literal('accordion'),
  ...Gated,
  heading: z.string().nullable(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export const DividerLineSection = z.object({ kind: z.literal('divider_line'), ...Gated });
export const BannerSection = z.object({
  kind: z.literal('banner'),
  ...Gated,
  tone: z.enum(['info', 'success', 'warning']),
  body: z.string(),
});

export const PageSection = z.discriminatedUnion('kind', [
  PageHeaderSection,
  SingleColumnContentSection,
  TwoColumnGridSection,
  ContentGridSection,
  CallToActionSection,
  HtmlContentSection,
  FeaturedTicketsSection,
  AccordionSection,
  DividerLineSection,
  BannerSection,
]);
export type PageSection = z.infer<typeof PageSection>;
export const SECTION_KINDS = PageSection.options.map((o) => o.shape.kind.value);

export const SeoDto = z.object({ title: z.string(), description: z.string(), noIndex: z.boolean() });

export const PageDto = z.object({
  id: z.string(),
  path: z.string(),
  template: z.enum(['default', 'home', 'about', 'contact']),
  name: z.string(),
  status: z.enum(['published', 'draft', 'archived']),
  seo: SeoDto,
  subnavigationMenu: z.array(z.object({ label: z.string(), url: z.string() })).nullable(),
  sections: z.array(PageSection),
  updatedAt: z.string(),
});
export type PageDto = z.infer<typeof PageDto>;

/** A page list row holds only the requested fields. */
export const PagePartialDto = PageDto.partial();

// ---------------------------------------------------------------- content query (fields / filter / sort)

export const PAGE_FIELDS = [
  'id',
  'path',
  'template',
  'name',
  'status',
  'seo',
  'subnavigation_menu',
  'sections',
  'updated_at',
] as const;
export type PageField = (typeof PAGE_FIELDS)[number];
/** Fields a filter may compare. */
export const PAGE_FILTER_FIELDS = ['id', 'path', 'template', 'name', 'status'] as const;
export const FILTER_OPERATORS = ['_eq', '_neq', '_in', '_nin', '_starts_with', '_contains'] as const;

const OPERATOR_LIST = FILTER_OPERATORS.join(', ');

const FieldCondition = z
  .object(
    {
      _eq: z.string().max(300),
      _neq: z.string().max(300),
      _in: z.array(z.string().max(300)).max(50),
      _nin: z.array(z.string().max(300)).max(50),
      _starts_with: z.string().max(300),
      _contains: z.string().max(300),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown operator ${issue.keys.join(', ')}. Operators: ${OPERATOR_LIST}.`
          : undefined,
    },
  )
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, `Give an operator: ${OPERATOR_LIST}.`);

const fieldConditions = Object.fromEntries(PAGE_FILTER_FIELDS.map((f) => [f, FieldCondition.optional()])) as {
  [K in (typeof PAGE_FILTER_FIELDS)[number]]: z.ZodOptional<typeof FieldCondition>;
};

/** Directus-style filter: `{"path":{"_eq":"/about"}}`; several fields are ANDed; `_and` nests. */
export type PageFilter = {
  [K in (typeof PAGE_FILTER_FIELDS)[number]]?: z.infer<typeof FieldCondition>;
} & { _and?: PageFilter[] };
export const PageFilterSchema: z.ZodType<PageFilter> = z.lazy(() =>
  z
    .object(
      { ...fieldConditions, _and: z.array(PageFilterSchema).max(10).optional() },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Cannot filter on ${issue.keys.join(', ')}. Filter on ${PAGE_FILTER_FIELDS.join(', ')} (or _and).`
            : undefined,
      },
    )
    .strict(),
);

export const PAGE_FILTER_EXAMPLE = '{"path":{"_eq":"/about"}}';

export const PagesQuery = z.object({
  fields: z.string().max(500).optional(),
  /** JSON-encoded; see PageFilter. */
  filter: jsonQuery(PageFilterSchema, { example: PAGE_FILTER_EXAMPLE }),
  sort: z.string().max(100).optional(),
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});
export type PagesQuery = z.infer<typeof PagesQuery>;

export const PageQuery = z.object({ fields: z.string().max(500).optional() });

/** GET /cms/items/pages/{id}. */
export const PageParams = z.object({ id: z.uuid({ message: 'The page id must be a UUID.' }) });
