import { defineConfig } from 'tsup';

export default defineConfig({
  // Each internal module is its own file, so an app's bundler keeps only the modules it uses: a page that
  // reads the configuration does not pull in the auth, table and storage clients.
  entry: [
    'src/index.ts',
    'src/react.ts',
    'src/editing.ts',
    'src/kept-games.ts',
    'src/internal/*.{ts,tsx}',
    '!src/internal/*.test.{ts,tsx}',
    '!src/internal/test*.ts',
    '!src/internal/*.d.ts',
    '!src/internal/database.types.ts',
  ],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/react.ts', 'src/editing.ts', 'src/kept-games.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', '@tanstack/react-query', /^@supabase\//, '@quizcoop/engine', '@quizcoop/contract'],
});
