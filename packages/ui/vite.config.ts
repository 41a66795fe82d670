import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vite';

/**
 * Library mode inlines every asset as base64, which would put every font subset into the font stylesheets whether
 * a page needs it or not. Marking the fonts '?no-inline' makes Vite emit them as files, so browsers fetch only the
 * unicode ranges they use. Every browser we support reads woff2, so the woff fallbacks are dropped.
 */
function emitFontFiles(): Plugin {
  return {
    name: 'quizcoop:emit-font-files',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return code
        .replace(/,\s*url\([^)]+\.woff\) format\('woff'\)/g, '')
        .replace(/\.woff2\)/g, '.woff2?no-inline)');
    },
  };
}

/**
 * The fonts module holds nothing but stylesheet imports, so Rollup would hoist them into the index. Kept whole,
 * it stays a file of its own: the one module besides the CSS that package.json declares to have side effects.
 */
function keepFontsModule(): Plugin {
  return {
    name: 'quizcoop:keep-fonts-module',
    transform(code, id) {
      return /[\\/]src[\\/]theme[\\/]fonts\.ts$/.test(id)
        ? { code, moduleSideEffects: 'no-treeshake' }
        : null;
    },
  };
}

/**
 * Library mode writes each module's CSS to its own file but leaves the JavaScript unaware of it. Importing the
 * file from the module that owns it lets an app's bundler take exactly the CSS of the components it uses. The
 * imports go after the module's own, so a component's rules come after those of the theme and shared styles
 * it builds on, as in one stylesheet. Nothing before them moves, so the source map stays valid.
 */
function importOwnCss(): Plugin {
  // Storybook builds its static site with this config too: there Vite links the CSS itself, and a browser
  // refuses a stylesheet imported as a module, so only the library build gets the imports.
  let isLibraryBuild = false;
  return {
    name: 'quizcoop:import-own-css',
    enforce: 'post',
    configResolved(config) {
      isLibraryBuild = Boolean(config.build.lib);
    },
    generateBundle(_options, bundle) {
      if (!isLibraryBuild) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const cssFiles = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (cssFiles.length === 0) continue;
        const imports = cssFiles.map((file) => {
          const path = posix.relative(posix.dirname(chunk.fileName), file);
          return `import '${path.startsWith('.') ? path : `./${path}`}';\n`;
        });
        const mapComment = chunk.code.lastIndexOf('//# sourceMappingURL=');
        const at = mapComment === -1 ? chunk.code.length : mapComment;
        chunk.code = `${chunk.code.slice(0, at)}${imports.join('')}${chunk.code.slice(at)}`;
      }
    },
  };
}

/** The font stylesheets come from node_modules; they ship as dist/fonts/<family>-<weight>.css. */
function assetFileName(asset: Rollup.PreRenderedAsset): string {
  const name = asset.names[0] ?? '';
  if (name.endsWith('.woff2')) return 'fonts/[name][extname]';
  const fontStylesheet = /@fontsource\/([^/]+)\/([^/]+)\.css$/.exec(name);
  if (fontStylesheet) return `fonts/${fontStylesheet[1]}-${fontStylesheet[2]}.css`;
  return '[name][extname]';
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Apps install the kit's dependencies themselves, so they stay imports; only the fonts are bundled (into CSS).
const externalPackages = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
].filter((name) => !name.startsWith('@fontsource/'));
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

// Library build: one ES module per source module, each importing its own CSS, so an app's bundle holds only the
// components it uses. The font stylesheets and the woff2 files they reference sit in dist/fonts/.
export default defineConfig({
  plugins: [emitFontFiles(), keepFontsModule(), react(), vanillaExtractPlugin(), importOwnCss()],
  base: './',
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'] },
    cssCodeSplit: true,
    assetsDir: '',
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: assetFileName,
      },
    },
    sourcemap: true,
  },
});
