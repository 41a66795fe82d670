import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react(), preloadFonts()],
  server: { proxy: Object.fromEntries(backendPaths.map((path) => [path, backend])) },
  // The manifest maps each chunk to its files and imports; the web benchmark's bundle report reads it.
  build: { sourcemap: true, manifest: true },
});
