// How the built server is started, everywhere it is: `npm start` and the Dockerfile spell the same
// arguments (scripts/server-command.test.ts holds them equal), the benches and e2e tests spawn
// these. A heap limit of 512 MB: with none, V8 on a machine with many GB lets the old generation
// fill with a request load's garbage before collecting it (RSS 430–455 MB under the search bench,
// 80–130 MB of it live); with a limit it collects sooner, RSS 250–270 MB at the same throughput
// (docs/performance.md "Memory"). The data load runs in a process of its own, without it.
export const SERVER_ARGS = [
  '--enable-source-maps',
  '--max-old-space-size=512',
  'dist/server/main.js',
];
