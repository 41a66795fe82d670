import { vitestNodeDefaults } from '@quizcoop/testing-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...vitestNodeDefaults,
    coverage: { provider: 'v8', include: ['src/**/*.ts'], exclude: ['src/**/*.test.ts'] },
  },
});
