import { vitestNodeDefaults } from '@quizcoop/testing-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...vitestNodeDefaults,
    coverage: {
      // `pnpm --filter @quizcoop/engine test -- --coverage` hands vitest a literal `--`, after which vitest
      // reads no options, so the flag is looked for here as well.
      enabled: process.argv.includes('--coverage'),
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      // A run with --coverage fails when coverage drops below these.
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
