/**
 * Runs the suite as upstream does (ts-jest, node environment), with two differences that leave the test
 * files untouched: their `../src/...` imports resolve to the published @supabase/auth-js sources, and the setup
 * file points the suite's fixed server address at the server started for this run.
 */
const authJsSources = '<rootDir>/node_modules/@supabase/auth-js/src';

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/upstream/test'],
  // The tests that need a server (see the README for what is left out and why).
  testMatch: [
    '<rootDir>/upstream/test/GoTrueApi.test.ts',
    '<rootDir>/upstream/test/GoTrueClient.test.ts',
    '<rootDir>/upstream/test/docker-tests/*.test.ts',
  ],
  transform: {
    // Type errors between the suite and the published sources are not what this run measures.
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  moduleNameMapper: {
    '^(?:\\.\\./)+src$': `${authJsSources}/index.ts`,
    '^(?:\\.\\./)+src/(.*)$': `${authJsSources}/$1`,
  },
  // The published package's TypeScript sources are compiled like the suite's own files.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/@supabase\\+auth-js@|@supabase/auth-js/)'],
  setupFiles: ['<rootDir>/setup/server-address.js'],
  silent: true,
  forceExit: true,
};
