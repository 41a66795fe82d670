import { defineConfig } from 'tsup';

export default defineConfig({
  // Each internal module is its own file too, so an app's bundler keeps only the modules it uses: a page that
  // shows a constant does not carry the rules or machines it never calls.
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    testing: 'src/testing/index.ts',
    ...Object.fromEntries(
      [
        'effects',
        'machines/answer-card',
        'machines/game',
        'machines/game-deal',
        'machines/game-record-view',
        'machines/game-report',
        'machines/game-view',
        'machines/labels',
        'machines/results-view',
        'machines/session',
        'machines/session-runner',
        'machines/session-view',
        'machines/setup',
        'machines/wheel',
        'rules/game-record',
        'rules/history',
        'rules/players',
        'rules/points',
        'rules/questions',
        'rules/repetition',
        'rules/results',
        'rules/rng',
        'rules/scramble',
        'rules/sets',
        'rules/start',
        'rules/wheel',
      ].map((name) => [`internal/${name}`, `src/internal/${name}.ts`]),
    ),
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', rules: 'src/rules.ts', testing: 'src/testing/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
