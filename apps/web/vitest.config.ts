import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'budget/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'budget/**/*.budget.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
