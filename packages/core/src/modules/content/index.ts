/** The content module: the headless content service (theme, navigation and footer, pages, sitewide banner). */
export { DEMO_SITE_CONFIG, DEMO_SITEWIDE_BANNER } from './content.demo.ts';
export { ABOUT_PAGES, type DemoPage, HOME_PAGE } from './content.demo-pages.ts';
export {
  createPage,
  createSiteConfig,
  createSitewideBanner,
  createTheme,
  siteConfigDefaults,
  themeDefaults,
} from './content.factory.ts';
export {
  getActiveTheme,
  getCurrentSitewideBanner,
  getPage,
  getSiteContentConfig,
  listPages,
  type PageListQuery,
} from './content.queries.ts';
