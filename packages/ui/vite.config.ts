import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: ESM for apps, with one stylesheet the app imports as '@quizcoop/ui/styles.css'.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'styles' },
    rollupOptions: { external: [/^react(-dom)?(\/.*)?$/] },
    sourcemap: true,
  },
});
