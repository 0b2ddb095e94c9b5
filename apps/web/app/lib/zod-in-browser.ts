/**
 * zod (the forms' shared schemas from contracts) compiles its object parsers with `new Function` unless told
 * not to, and probes for it as soon as a schema is used. The browser's Content-Security-Policy allows no eval,
 * so there that probe is a reported violation: in the browser zod runs `jitless`. root.tsx imports this module
 * first, because the page loads the route modules (root first) before the client entry. The server keeps zod's
 * compiled parsers.
 *
 * zod 4 keeps its settings in one object on `globalThis.__zod_globalConfig` (made when zod loads, if not there
 * yet), so setting `jitless` on that object needs no import of zod: a page whose code uses no schema (the shell,
 * the shop's main pages) loads no zod at all (zod-config.test.ts checks zod still reads that object).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/** Makes zod jitless wherever it loads later, or makes the already loaded zod jitless. */
export function makeZodJitless(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

if (typeof document !== 'undefined') makeZodJitless();
