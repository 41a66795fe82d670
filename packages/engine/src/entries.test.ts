import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as engine from './index';
import * as rules from './rules';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = fileURLToPath(new URL('.', import.meta.url));

/** Bundles a page's imports and returns the files that left code in the bundle. */
async function filesInBundle(pageSource: string, plugins: Plugin[] = []): Promise<string[]> {
  const result = await build({
    absWorkingDir: packageDir,
    stdin: { contents: pageSource, resolveDir: sourceDir, loader: 'ts' },
    plugins,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

/**
 * The main entry as the build ships it: one file holding the machines and what they use, importing XState. A page
 * bundling it can drop an unused machine only if creating it is known to be free of side effects.
 */
async function builtMainEntry(): Promise<Plugin> {
  const built = await build({
    absWorkingDir: packageDir,
    entryPoints: ['src/index.ts'],
    bundle: true,
    format: 'esm',
    external: ['xstate'],
    write: false,
    logLevel: 'silent',
  });
  const code = built.outputFiles[0]?.text ?? '';
  return {
    name: 'built-main-entry',
    setup(bundler) {
      bundler.onResolve({ filter: /^@quizcoop\/engine$/ }, () => ({
        path: 'dist/index.js',
        namespace: 'built',
      }));
      bundler.onLoad({ filter: /.*/, namespace: 'built' }, () => ({ contents: code, resolveDir: sourceDir }));
    },
  };
}

const isMachineCode = (path: string) => path.includes('xstate') || path.includes('/machines/');

describe('the rules entry', () => {
  it('names each rule here only, not again in the main entry', () => {
    expect(Object.keys(rules).length).toBeGreaterThan(40);
    expect(Object.keys(rules).filter((name) => name in engine)).toEqual([]);
  });

  it('offers no machine', () => {
    const machineNames = Object.keys(engine).filter((name) => /machine|^select|persist|resume/i.test(name));
    expect(machineNames.length).toBeGreaterThan(5);
    for (const name of machineNames) expect(rules, name).not.toHaveProperty(name);
  });

  // A page that only shows a constant must not download XState with it.
  it('bundles without XState', async () => {
    const files = await filesInBundle("export { MAX_PLAYERS, computeResults, pickQuestion } from './rules';");
    expect(files).toContain('src/internal/rules/players.ts');
    expect(files.filter(isMachineCode)).toEqual([]);
  });
});

describe('the main entry', () => {
  it('leaves the machines and XState out of a page that imports only read-aloud settings from it', async () => {
    const page = "export { DEFAULT_READ_ALOUD_SETTINGS, readAloudRate } from '@quizcoop/engine';";
    const files = await filesInBundle(page, [await builtMainEntry()]);
    expect(files).toContain('built:dist/index.js');
    expect(files.filter(isMachineCode)).toEqual([]);
  });

  it('brings XState along with a machine', async () => {
    const files = await filesInBundle("export { createGameMachine } from '@quizcoop/engine';", [
      await builtMainEntry(),
    ]);
    expect(files.some((path) => path.includes('xstate'))).toBe(true);
  });
});
