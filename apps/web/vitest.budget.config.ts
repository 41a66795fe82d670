import { defineConfig } from 'vitest/config';

// The bundle budget reads the production build, so it runs after `vite build`, apart from the component tests.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['budget/**/*.budget.test.ts'],
  },
});
