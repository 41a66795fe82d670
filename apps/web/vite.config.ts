import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preloadFonts';

// In development the app runs on Vite and the backend on the embedded server; Vite forwards the API paths to it.
const backend = process.env.QUIZCOOP_DEV_BACKEND ?? 'http://127.0.0.1:3000';
const backendPaths = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/functions/v1',
  '/config.json',
  '/healthz',
  '/_mailbox',
  '/_checkout',
];

const FONT = /\.(woff2?|ttf|otf)$/;

export default defineConfig({
  plugins: [react(), preloadFonts(), precompress()],
  server: { proxy: Object.fromEntries(backendPaths.map((path) => [path, backend])) },
  build: {
    // Maps are written for debugging but not linked from the code; the server does not serve them by default.
    sourcemap: 'hidden',
    // The manifest maps each chunk to its files and imports; the bundle budget and the web benchmark read it.
    manifest: true,
    // Fonts stay files: the page's Content-Security-Policy loads fonts only from the server, not data: URLs.
    assetsInlineLimit: (file) => (FONT.test(file) ? false : undefined),
  },
});
