import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogChunk, compileHints, preactAliases, pureDeclarations } from '@rendezvous/vite-config';

// The three SPAs share one origin in production, so each keeps its assets in its own folder.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), compileHints(), pureDeclarations()],
  // The console runs on Preact's React compatibility layer, as the site does (docs/decisions.md):
  // every page downloads about 60 KB gzip less than with react-dom. Its unit tests run on React.
  resolve: { alias: preactAliases(import.meta.url) },
  // The manifest feeds the bundle-size check (scripts/size-check.mjs).
  build: {
    assetsDir: 'assets/console',
    sourcemap: true,
    manifest: true,
    // Every browser the console supports preloads modules itself (Vite's polyfill costs the
    // first page's main thread a few milliseconds of DOM queries).
    modulePreload: { polyfill: false },
    rollupOptions: { output: { manualChunks: catalogChunk } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // Uploaded images (local storage) are served by the API too.
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
