import type { Plugin } from 'vite';

/**
 * The faces the first screen draws with: body text, bold buttons and the display headings, latin subset.
 * Preloaded from the page's head, they arrive alongside the script instead of after it has rendered, so text
 * is not redrawn (and moved) in another font once it is on screen.
 */
const FIRST_SCREEN_FONTS = [
  /atkinson-hyperlegible-latin-400-normal-[\w-]+\.woff2$/,
  /atkinson-hyperlegible-latin-700-normal-[\w-]+\.woff2$/,
  /fredoka-latin-600-normal-[\w-]+\.woff2$/,
];

/** Adds `<link rel="preload" as="font">` for the first screen's fonts to the built index.html. */
export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'quizcoop-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return FIRST_SCREEN_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`The build has no font file matching ${pattern}.`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
