import { defineConfig } from 'tsup';

export default defineConfig({
  // Each internal module is its own file too, so an app's bundler keeps each rule with the pages that use it: a
  // page that checks a password does not carry the limits of kept games.
  entry: ['src/index.ts', 'src/internal/*.ts', '!src/internal/*.test.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
