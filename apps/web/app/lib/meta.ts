/** Page titles (spec 2 §2): 'title | siteName'; error pages have their own fixed titles. */
export const MAINTENANCE_TITLE = 'Site currently under maintenance';

export function pageTitle(title: string | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

export function errorPageTitle(status: number | undefined, siteName: string): string {
  return status === 503 ? MAINTENANCE_TITLE : `We have encountered a problem | ${siteName}`;
}

type MatchLike = { id: string; data?: unknown } | undefined;

/** The site name from the root loader's data, for a route's meta function. */
export function siteNameFrom(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { site?: { siteName?: string } } | undefined;
  return root?.site?.siteName ?? 'Lottoshop';
}
