/**
 * The content module's setup face: the factories the site's seed writes its rows with and the demo site's
 * data (`npm start`). Only core's `src/setup/`, other setup faces and the testing faces import it (decision
 * 073).
 */
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
