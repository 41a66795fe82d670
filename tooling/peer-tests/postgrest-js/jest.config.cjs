// The suite's own jest settings (sequential, in file order, 30 s per test), rooted at the upstream copy, plus a
// setup file that stands in for the Supabase gateway in front of PostgREST.
const { join } = require('node:path');

const upstream = join(__dirname, 'upstream');

module.exports = {
  rootDir: upstream,
  roots: [join(upstream, 'test')],
  // v12/ runs against a PostgREST 12 container on its own schema: no server here plays that part.
  testPathIgnorePatterns: ['/node_modules/', '/test/v12/'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  maxWorkers: 1,
  // The files share one database and their snapshots assume this order.
  testSequencer: join(upstream, 'test', 'testSequencer.js'),
  testTimeout: 30000,
  setupFiles: [join(__dirname, 'gateway.cjs')],
  transform: {
    '^.+\\.ts$': [
      require.resolve('ts-jest'),
      // The type-level assertions are tstyche's job upstream; here only what the server answers is tested.
      { tsconfig: { target: 'ES2022', module: 'commonjs', esModuleInterop: true }, diagnostics: false },
    ],
  },
};
