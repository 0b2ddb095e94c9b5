export {
  getActiveTheme,
  getCurrentSitewideBanner,
  getPage,
  getSiteContentConfig,
  listPages,
  type PageListQuery,
} from './content.queries.ts';
