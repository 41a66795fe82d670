import { describe, expect, it } from 'vitest';
import { ISLANDS_ENTRY, firstLoadFiles, gzipBytes } from './firstLoadJs';
import type { Manifest } from './firstLoadJs';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js', '_layout.js'],
    dynamicImports: ['src/routes/game/GamePage.tsx', 'src/routes/auth/AuthPage.tsx'],
  },
  'src/islands.ts': {
    file: 'assets/islands.js',
    src: 'src/islands.ts',
    isEntry: true,
    imports: ['_storage.js'],
    dynamicImports: ['src/routes/auth/AuthPage.tsx'],
  },
  '_storage.js': { file: 'assets/storage.js' },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_layout.js': { file: 'assets/layout.js', imports: ['_vendor.js'] },
  '_engine.js': { file: 'assets/engine.js', imports: ['_vendor.js'] },
  '_sounds.js': { file: 'assets/sounds.js' },
  'src/routes/game/GamePage.tsx': {
    file: 'assets/GamePage.js',
    src: 'src/routes/game/GamePage.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_engine.js'],
    dynamicImports: ['_sounds.js'],
  },
  '_AuthPage.js': { file: 'assets/AuthPage.js', isDynamicEntry: true, imports: ['_layout.js'] },
  'src/routes/auth/AuthPage.tsx': { file: 'assets/AuthPage.js', src: 'src/routes/auth/AuthPage.tsx' },
};

describe('firstLoadFiles', () => {
  it('is the entry and its static imports for a page in the entry', () => {
    expect(firstLoadFiles(manifest).sort()).toEqual([
      'assets/index.js',
      'assets/layout.js',
      'assets/vendor.js',
    ]);
  });

  it("adds a lazy page's chunk and its static imports, each file once, and none of its later imports", () => {
    expect(firstLoadFiles(manifest, 'src/routes/game/GamePage.tsx').sort()).toEqual([
      'assets/GamePage.js',
      'assets/engine.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/vendor.js',
    ]);
  });

  it('adds a module the page waits for though the entry imports it lazily, with its static imports', () => {
    expect(firstLoadFiles(manifest, 'src/routes/auth/AuthPage.tsx', ['_sounds.js']).sort()).toEqual([
      'assets/AuthPage.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/sounds.js',
      'assets/vendor.js',
    ]);
  });

  it("finds a lazy page whose chunk Rollup keyed by file, through the importer's dynamic imports", () => {
    const shared: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['_GamePage-abc.js'],
      },
      'src/islands.ts': {
        file: 'assets/islands.js',
        src: 'src/islands.ts',
        isEntry: true,
        imports: ['_storage.js'],
        dynamicImports: ['src/routes/auth/AuthPage.tsx'],
      },
      '_storage.js': { file: 'assets/storage.js' },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_engine.js': { file: 'assets/engine.js' },
      '_GamePage-abc.js': {
        file: 'assets/GamePage-abc.js',
        name: 'GamePage',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_engine.js'],
        dynamicImports: ['src/routes/game/GamePlay.tsx'],
      },
      'src/routes/game/GamePlay.tsx': {
        file: 'assets/GamePlay.js',
        name: 'GamePlay',
        src: 'src/routes/game/GamePlay.tsx',
        isDynamicEntry: true,
        imports: ['_GamePage-abc.js'],
      },
    };
    expect(firstLoadFiles(shared, 'src/routes/game/GamePage.tsx').sort()).toEqual([
      'assets/GamePage-abc.js',
      'assets/engine.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses to guess between two dynamically imported chunks of the same name', () => {
    const twins: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['_Page-a.js', '_Page-b.js'],
      },
      '_Page-a.js': { file: 'assets/Page-a.js', name: 'Page', isDynamicEntry: true },
      '_Page-b.js': { file: 'assets/Page-b.js', name: 'Page', isDynamicEntry: true },
    };
    expect(() => firstLoadFiles(twins, 'src/routes/Page.tsx')).toThrow(/several chunks/);
  });

  it('does not take a chunk of the same name that no chunk imports dynamically', () => {
    const unreached: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_Page-a.js'] },
      '_Page-a.js': { file: 'assets/Page-a.js', name: 'Page', isDynamicEntry: true },
    };
    expect(() => firstLoadFiles(unreached, 'src/routes/Page.tsx')).toThrow(/no chunk for/);
  });

  it("is the static pages' script and its static imports for a static page, none of the app's", () => {
    expect(firstLoadFiles(manifest, undefined, [], ISLANDS_ENTRY).sort()).toEqual([
      'assets/islands.js',
      'assets/storage.js',
    ]);
  });

  it('refuses an entry the build does not have', () => {
    expect(() => firstLoadFiles(manifest, undefined, [], 'src/missing.ts')).toThrow(/no entry src\/missing/);
  });

  it('refuses a page the build does not know, rather than measuring without it', () => {
    expect(() => firstLoadFiles(manifest, 'src/routes/Missing.tsx')).toThrow(
      /no chunk for src\/routes\/Missing/,
    );
  });
});

describe('gzipBytes', () => {
  it('measures the gzip of the content, the same every time', () => {
    const content = new TextEncoder().encode('export const answer = 42;\n'.repeat(200));
    const size = gzipBytes(content);
    expect(size).toBeLessThan(content.byteLength / 10);
    expect(gzipBytes(content)).toBe(size);
  });
});
