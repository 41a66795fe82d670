import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    'testing/index': 'src/testing/index.ts',
    'gen-database-types': 'src/gen-database-types.ts',
    // Started as a worker thread by openPglite, which looks for it beside the other files in dist/.
    'pglite-worker': 'src/internal/db/pglite-worker.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
