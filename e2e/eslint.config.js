import { node } from '@quizcoop/eslint-config';

export default [
  ...node,
  // Playwright reads a fixture's dependencies from its first parameter, so a fixture without any writes `{}`.
  { files: ['support/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
];
