/**
 * The boundaries docs/architecture.md#boundaries describes, checked on every `npm test`
 * (`npm run arch:check`). Only imports that exist at run time are judged: a type-only import
 * costs nothing when the code runs. Tests and their kits may reach anywhere and are left out.
 * Folder cycles (a folder importing one that imports it back) are checked by
 * scripts/architecture-report.ts, which prints the same graph.
 */

/** Files that are tests or serve only tests. */
const TESTS =
  '(\\.test\\.tsx?$|\\.e2e\\.ts$|/test/|/fuzz/|-test-kit\\.ts$|-kit\\.ts$|test-client\\.ts$)';

/**
 * What one feature may use of another: its guards and services, named here so a new reach
 * across features is a decision, not an accident.
 */
const NAMED_SERVICES = [
  'auth/request-auth', // who is asking: requireUser, authenticate
  'auth/owner', // a route's own user only
  'auth/tokens', // hashing secrets the way sessions do
  'auth/presented-key', // reading an API key off a request
  'auth/passwords', // checking a password before a deletion
  'auth/account-deleted-mail',
  'safer-gambling/guard', // a person's break from betting
  'safer-gambling/hide-betting',
  'usage/limits', // the daily allowance and credits
  'usage/advanced-access', // who sees Advanced Analytics
  'metrics/timing',
  'metrics/provider-fetch',
  'metrics/registry',
  'metrics/jobs',
  'record/record-service',
  'players/player-sources',
  'players/player-stats-service',
  'match/match-view', // the match page as the API serves it too
  'match/match-stats',
  'live/provider-health',
  'live/providers',
  'grading/settle',
  'grading/settle-picks',
  'grading/grade',
  'bets/settle-bets',
  'bets/price-entry',
  'bets/closing',
  'bets/bet-service',
  'outlooks/outlook-service',
  'search/search-service', // SearchDeps: the fitted state and providers every answer reads
  'search/search-deps',
  'clock/advance-replay-clock',
  'clock/replay-control',
  'clock/live-clock',
  'api-keys/api-key-auth',
];

const runtimeOnly = { dependencyTypesNot: ['type-only', 'pre-compilation-only'] };

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'No file reaches itself through run-time imports.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: runtimeOnly },
    },
    {
      name: 'engine-is-pure',
      comment: 'engine/ imports nothing of ours but engine/ (docs/models.md).',
      severity: 'error',
      from: { path: '^engine/', pathNot: TESTS },
      to: { path: '^(server|web|contract|scripts|bench|e2e)/' },
    },
    {
      name: 'engine-has-no-io',
      comment: 'engine/ uses no Node module: no files, network or clock of its own.',
      severity: 'error',
      from: { path: '^engine/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-only-zod',
      comment: 'contract/ is shared with the web app: it imports zod and itself, nothing else.',
      severity: 'error',
      from: { path: '^contract/', pathNot: TESTS },
      to: { pathNot: '^(contract/|node_modules/zod/)' },
    },
    {
      name: 'sports-is-the-domain',
      comment:
        'server/sports/ has no HTTP and imports no feature: only engine, contract, db, lib and the reference tables.',
      severity: 'error',
      from: { path: '^server/sports/', pathNot: TESTS },
      to: {
        path: '^(server/(?!sports/|db/|lib/(?!http-error|request-log|parse|viewer-zone)|data/reference/)|web/|scripts/|bench/)',
        ...runtimeOnly,
      },
    },
    {
      name: 'sports-speaks-no-http',
      severity: 'error',
      from: { path: '^server/sports/', pathNot: TESTS },
      to: { path: '^node_modules/(fastify|@fastify)/', ...runtimeOnly },
    },
    {
      name: 'features-use-named-services',
      comment: 'A feature reaches another only through the services NAMED_SERVICES lists.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^server/features/([^/]+)/',
        pathNot: ['^server/features/$1/', `^server/features/(${NAMED_SERVICES.join('|')})\\.ts$`],
        ...runtimeOnly,
      },
    },
    {
      name: 'lower-layers-import-no-feature',
      comment: 'db, lib, data, sports, config and rate limits never import a feature or a job.',
      severity: 'error',
      from: {
        path: '^server/(db|lib|data|sports|rate-limit|config)/',
        pathNot: TESTS,
      },
      to: { path: '^server/(features|jobs)/', ...runtimeOnly },
    },
    {
      name: 'plugins-use-named-services',
      comment: 'The app-wide plugins (CSRF, the SPA) ask auth who is signed in, nothing more.',
      severity: 'error',
      from: { path: '^server/plugins/', pathNot: TESTS },
      to: {
        path: '^server/(features|jobs)/',
        pathNot: `^server/features/(${NAMED_SERVICES.join('|')})\\.ts$`,
        ...runtimeOnly,
      },
    },
    {
      name: 'only-db-speaks-sql',
      comment: 'SQL lives in server/db; the rest of the app calls its queries.',
      severity: 'error',
      from: { path: '^(server|web|engine|contract)/', pathNot: `(^server/db/|${TESTS})` },
      to: { path: '^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/', ...runtimeOnly },
    },
    {
      name: 'web-reaches-server-through-api',
      comment: 'web/ talks to the server over HTTP through web/src/api, never by importing it.',
      severity: 'error',
      from: { path: '^web/', pathNot: TESTS },
      to: { path: '^(server|engine|scripts|bench)/' },
    },
    {
      name: 'web-api-is-the-edge',
      comment: 'web/src/api imports only the contract and itself.',
      severity: 'error',
      from: { path: '^web/src/api/', pathNot: TESTS },
      to: { path: '^web/src/(?!api/)', ...runtimeOnly },
    },
    {
      name: 'web-lib-is-below-the-screens',
      comment:
        'web/src/lib holds pure helpers and hooks: no screen, component, auth or server call.',
      severity: 'error',
      from: { path: '^web/src/lib/', pathNot: TESTS },
      to: { path: '^web/src/(pages|components|auth|api)/', ...runtimeOnly },
    },
    {
      name: 'web-pages-are-leaves',
      comment: 'Only the router at web/src/ imports a page.',
      severity: 'error',
      from: { path: '^web/src/(api|lib|auth|components)/', pathNot: TESTS },
      to: { path: '^web/src/pages/', ...runtimeOnly },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|^node_modules/|\\.data/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
