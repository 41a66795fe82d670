import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

/**
 * Library mode inlines every asset as base64, which would put every font subset into styles.css whether a page
 * needs it or not. Marking the fonts '?no-inline' makes Vite emit them as files, so browsers fetch only the
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

// Library build: ESM for apps, with one stylesheet the app imports as '@quizcoop/ui/styles.css'; the fonts it
// references sit beside it in dist/fonts/.
export default defineConfig({
  plugins: [emitFontFiles(), react(), vanillaExtractPlugin()],
  base: './',
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'styles' },
    assetsDir: '',
    rollupOptions: {
      external: isExternal,
      output: {
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.woff2')) ? 'fonts/[name][extname]' : '[name][extname]',
      },
    },
    sourcemap: true,
  },
});
