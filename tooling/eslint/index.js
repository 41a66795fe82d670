import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignored = {
  ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/test-results/**', '**/.turbo/**'],
};

/** Rules every package follows: named exports only and explicit type imports. */
export const base = tseslint.config(ignored, js.configs.recommended, ...tseslint.configs.recommended, {
  languageOptions: { globals: { ...globals.es2023 } },
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ExportAllDeclaration',
        message: 'Export names explicitly so each package keeps a curated public API (no `export *`).',
      },
    ],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
});

/** Node programs and scripts. */
export const node = tseslint.config(...base, {
  languageOptions: { globals: { ...globals.node } },
});

/** React code that runs in the browser. */
export const react = tseslint.config(...base, reactHooks.configs.flat['recommended-latest'], {
  languageOptions: { globals: { ...globals.browser } },
});

const engineMessage = 'The engine is pure: randomness, time, network and the DOM come in as inputs.';

/** The game engine: no React, DOM, network, clock or Math.random. */
export const engine = tseslint.config(...base, {
  files: ['src/**/*.ts'],
  ignores: ['src/**/*.test.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: engineMessage },
      { object: 'Date', property: 'now', message: engineMessage },
    ],
    'no-restricted-globals': [
      'error',
      ...['setTimeout', 'setInterval', 'fetch', 'window', 'document', 'navigator', 'localStorage'].map(
        (name) => ({ name, message: engineMessage }),
      ),
    ],
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: engineMessage }] },
    ],
  },
});
