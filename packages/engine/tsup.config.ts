import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', rules: 'src/rules.ts', testing: 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
