// @ts-check
/**
 * The Node.js options the web server runs with (decision 061), for everything that starts it: `npm start`
 * (scripts/start.mjs), `npm start -w apps/web` (apps/web/package.json spells them out, and a unit test holds the two
 * together) and the benchmarks.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MiB per semi-space (16 MiB by default on
 * 64-bit), the option Node.js's documentation gives for allocation-heavy servers. A page view allocates ~1 MB
 * (React's render, React Router's routes and streams, the page's loader data) that is garbage a few milliseconds
 * later: a larger young generation is scavenged less often while the same small set of objects survives each
 * scavenge. What it saves and costs, as measured, is in decision 061 and docs/benchmarks.md.
 */
export const WEB_SERVER_NODE_ARGS = Object.freeze(['--max-semi-space-size=64']);
