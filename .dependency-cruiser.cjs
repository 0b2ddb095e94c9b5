/**
 * The boundary rules `npm test` holds every change to (`npm run check:boundaries`); see ARCHITECTURE.md.
 * A module is a folder packages/core/src/modules/<name>/ and its public face is that folder's index.ts; its factories and
 * demo data have a setup face (setup.ts, for core's setup) and a testing face (testing.ts, for tests; decision 073).
 */
const MODULE = '^packages/core/src/modules/([^/]+)/';
/** A module's testing face, core's shared one and the contracts' test fixtures: for tests only (decision 073). */
const TESTING_FACES = [
  '^packages/core/src/modules/[^/]+/testing\\.ts$',
  '^packages/core/src/testing/',
  '^packages/contracts/src/testing/',
];
/** A module's factories and demo data: its setup face and the files behind it. */
const FACTORIES = [
  '^packages/core/src/modules/[^/]+/setup\\.ts$',
  '^packages/core/src/modules/[^/]+/[^/]+\\.(factory|demo[^/]*)\\.ts$',
];
/** Production code: the API and core, setting a database up included, but not what exists for tests. */
const PRODUCTION = {
  path: ['^apps/api/src/', '^packages/core/src/'],
  pathNot: [...TESTING_FACES, '^packages/core/src/modules/[^/]+/[^/]+\\.(factory|demo[^/]*)\\.ts$'],
};
/** A web feature area is a folder apps/web/app/features/<area>/; its faces are index.ts and index.server.ts. */
const WEB_AREA = '^apps/web/app/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'web-never-imports-core',
      comment: 'The web server is the API client: it never imports core, the database or its drivers.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^packages/core/', 'node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'Contracts are browser-safe and below everything: they import no other workspace.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: ['^packages/core/', '^apps/'] },
    },
    {
      name: 'core-never-imports-apps',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-through-package-faces',
      comment:
        "Outside core, core is reached only through its package exports (modules' index.ts and the shared faces).",
      severity: 'error',
      from: { path: '^(apps/api|bench|e2e|scripts)/' },
      to: {
        path: '^packages/core/src/',
        pathNot: [
          '^packages/core/src/modules/[^/]+/(index|testing)\\.ts$',
          '^packages/core/src/(clock|errors|use-case)\\.ts$',
          '^packages/core/src/(db|setup|testing)/index\\.ts$',
          '^packages/core/src/shared/money\\.ts$',
        ],
      },
    },
    {
      name: 'module-through-index',
      comment:
        "A module reaches another module only through that module's faces (index.ts; setup.ts and testing.ts for its factories), never its insides.",
      severity: 'error',
      from: { path: MODULE, pathNot: '\\.tables\\.ts$' },
      to: {
        path: '^packages/core/src/modules/',
        pathNot: [
          '^packages/core/src/modules/$1/',
          '^packages/core/src/modules/[^/]+/(index|setup|testing)\\.ts$',
        ],
      },
    },
    {
      name: 'production-never-reaches-testing',
      comment:
        'The API and core (the seed included) never reach a testing face (factories and helpers for tests), even through other files.',
      severity: 'error',
      from: PRODUCTION,
      to: { path: TESTING_FACES, reachable: true },
    },
    {
      name: 'factories-only-for-setting-up',
      comment:
        "A module's factories and demo data are reached through its setup face by core's setup (src/setup/) and by tests, never by the use-cases.",
      severity: 'error',
      from: {
        path: PRODUCTION.path,
        pathNot: [...PRODUCTION.pathNot, '^packages/core/src/setup/', ...FACTORIES],
      },
      to: { path: FACTORIES },
    },
    {
      name: 'tables-reference-tables-only',
      comment:
        "A table definition may name another module's table for a foreign key (the database relation), and nothing else of it.",
      severity: 'error',
      from: { path: `${MODULE}[^/]+\\.tables\\.ts$` },
      to: {
        path: '^packages/core/src/modules/',
        pathNot: ['^packages/core/src/modules/$1/', '^packages/core/src/modules/[^/]+/[^/]+\\.tables\\.ts$'],
      },
    },
    {
      name: 'tables-only-in-modules',
      comment:
        "Outside the modules, only setup/schema.ts (the list drizzle-kit reads) names a table; everything else goes through a module's face.",
      severity: 'error',
      from: { path: '^packages/core/src/(?!modules/)', pathNot: '^packages/core/src/setup/schema\\.ts$' },
      to: { path: '^packages/core/src/modules/[^/]+/[^/]+\\.tables\\.ts$' },
    },
    {
      name: 'shared-tools-below-modules',
      comment:
        'The shared tools (money, state machine, steps, calendar) and the use-case shape know no module.',
      severity: 'error',
      from: { path: ['^packages/core/src/shared/', '^packages/core/src/(clock|errors|use-case)\\.ts$'] },
      to: { path: '^packages/core/src/(modules|db)/', pathNot: '^packages/core/src/db/client\\.ts$' },
    },
    {
      name: 'web-feature-through-face',
      comment:
        "A web feature area (apps/web/app/features/<area>/) reaches another area only through that area's face: index.ts (browser-safe) or index.server.ts (server only). Decision 072.",
      severity: 'error',
      from: { path: WEB_AREA },
      to: {
        path: '^apps/web/app/features/',
        pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index(\\.server)?\\.ts$'],
      },
    },
    {
      name: 'web-lib-below-features',
      comment:
        "The web's shared code (lib/, components/) knows no feature area and no page: the areas build on it, never the reverse.",
      severity: 'error',
      from: { path: '^apps/web/app/(lib|components)/' },
      to: { path: '^apps/web/app/(features|routes)/' },
    },
    {
      name: 'web-routes-are-leaves',
      comment:
        'A route module is the top of its page: only the route map and tests import one; a view shared by pages lives in its feature area.',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: ['\\.test\\.tsx?$', '^apps/web/app/routes\\.ts$'] },
      to: { path: '^apps/web/app/routes/' },
    },
    {
      name: 'no-web-area-cycles',
      comment: 'Feature areas form a graph without cycles: no area depends on itself through other areas.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/app/features/[^/]+' },
      to: {
        path: '^apps/web/app/features/[^/]+',
        circular: true,
        viaOnly: { path: '^apps/web/app/features/' },
      },
    },
    {
      name: 'no-circular',
      comment: 'No file depends on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules form a graph without cycles: no module depends on itself through other modules.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^packages/core/src/modules/[^/]+' },
      to: {
        path: '^packages/core/src/modules/[^/]+',
        circular: true,
        viaOnly: { path: '^packages/core/src/modules/' },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)build/', '(^|/)\\.react-router/', '(^|/)\\.tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
