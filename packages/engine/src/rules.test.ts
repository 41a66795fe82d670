import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as engine from './index';
import * as rules from './rules';

describe('the rules entry', () => {
  it('offers the same rules as the main entry', () => {
    expect(Object.keys(rules).length).toBeGreaterThan(40);
    for (const [name, value] of Object.entries(rules)) {
      expect(engine, name).toHaveProperty(name, value);
    }
  });

  it('offers no machine', () => {
    const machineNames = Object.keys(engine).filter((name) => /machine|^select|persist|resume/i.test(name));
    expect(machineNames.length).toBeGreaterThan(5);
    for (const name of machineNames) expect(rules, name).not.toHaveProperty(name);
  });

  // A page that only shows a constant must not download XState with it.
  it('bundles without XState', async () => {
    const result = await build({
      absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
      stdin: {
        contents: "export { MAX_PLAYERS, computeResults, pickQuestion } from './rules';",
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/internal/rules/players.ts');
    expect(inputs.filter((path) => path.includes('xstate') || path.includes('/machines/'))).toEqual([]);
  });
});
