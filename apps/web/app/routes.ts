import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The one map of URLs. A page arrives here with its feature; any URL not listed is the 404 page.
 */
export const ABOUT_PATHS = [
  '/about',
  '/about/responsible-gaming',
  '/about/privacy',
  '/about/cookie-policy',
  '/about/faq',
  '/about/terms-and-conditions',
  '/about/terms-of-use',
  '/about/contact-us',
] as const;

export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    ...ABOUT_PATHS.map((path) =>
      route(path, 'routes/about-page.tsx', { id: `about${path.slice('/about'.length)}` }),
    ),
    route('login', 'routes/login.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('my-account', 'routes/my-account.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
