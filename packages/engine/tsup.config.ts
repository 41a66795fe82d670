import { defineConfig } from 'tsup';

export default defineConfig({
  // Each rule module is its own file too, so an app's bundler keeps only the modules it uses: a page that
  // shows a constant does not carry the rules it never calls.
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    testing: 'src/testing/index.ts',
    ...Object.fromEntries(
      [
        'history',
        'players',
        'points',
        'questions',
        'repetition',
        'results',
        'rng',
        'scramble',
        'start',
        'wheel',
      ].map((name) => [`internal/rules/${name}`, `src/internal/rules/${name}.ts`]),
    ),
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', rules: 'src/rules.ts', testing: 'src/testing/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
