/**
 * The layers of docs/architecture.md, enforced (npm run lint): dependencies point one way, from
 * pages and islands down to the database, and nothing imports in a circle.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or around a loop.',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds the rules alone: no other layer of the project, no I/O.',
      from: { path: '^src/domain' },
      to: { path: '^src/(?!domain)|^(node:)?(fs|http|net|child_process)$' },
    },
    {
      name: 'contract-is-shared',
      severity: 'error',
      comment: 'The contract is shared by the browser and the server: it imports neither, not even a type.',
      from: { path: '^src/contract' },
      to: { path: '^src/(?!contract|domain)' },
    },
    {
      name: 'browser-code-stays-off-the-server',
      severity: 'error',
      comment: 'Islands, stores, the client and the games run in the browser: never the server code.',
      from: { path: '^src/(islands|stores|client|games)' },
      to: { path: '^src/(server|pages|layouts|middleware)' },
    },
    {
      name: 'database-below-services',
      severity: 'error',
      comment: 'The database layer knows no service, route or HTTP concern.',
      from: { path: '^src/server/db' },
      to: { path: '^src/server/(services|routes|http|jobs|pages|launcher|discord|auth)' },
    },
    {
      name: 'services-below-routes',
      severity: 'error',
      comment:
        'Services are called by routes, pages and jobs, never the other way, and know nothing of HTTP (they throw ServiceRefusal).',
      from: { path: '^src/server/services' },
      to: { path: '^src/server/(routes|pages|launcher|http|app)' },
    },
    {
      name: 'routes-through-services',
      severity: 'error',
      comment:
        'An endpoint reads and writes through the services, never the database layer itself (its tests may).',
      from: { path: '^src/server/routes', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/db' },
    },
    {
      name: 'jobs-below-the-api',
      severity: 'error',
      comment: 'The import, rollover and seed run from the command line too: they load no part of the API.',
      from: { path: '^src/server/jobs' },
      to: { path: '^src/server/(routes|pages|launcher|http|app)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.astro$' },
  },
};
