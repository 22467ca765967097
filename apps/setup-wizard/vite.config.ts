import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { catalogChunk, compileHints, pureDeclarations } from '@rendezvous/vite-config';
import { defineConfig } from 'vite';

// The three SPAs share one origin in production, so each keeps its assets in its own folder.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), compileHints(), pureDeclarations()],
  build: {
    assetsDir: 'assets/setup',
    sourcemap: true,
    // Every browser the wizard supports preloads modules itself (see the console's config).
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
