import { vitestNodeDefaults } from '@quizcoop/testing-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { ...vitestNodeDefaults, include: ['src/**/*.test.ts'] },
});
