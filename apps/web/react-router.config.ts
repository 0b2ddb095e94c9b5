import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Every route's entry in the manifest file (4.5 KB gzipped, cached with the assets) instead of the routes matched
  // worked out and inlined into every page: that matching was about 5 % of a signed-in page view's CPU, and the
  // browser no longer asks /__manifest as links come into view (decision 058).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
