import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints, preactAliases, pureDeclarations } from '@rendezvous/vite-config';

// The site runs on Preact's React compatibility layer (docs/decisions.md): a visitor's first
// page downloads about 55 KB gzip less than with react-dom.
// The three SPAs share one origin in production, so each keeps its assets in its own folder.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A business's home page is what a customer opens first: its code ships in the entry
      // rather than one more round trip after it (booking, map, forms still load lazily).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/site/$subdomain' || routeId === '/site/$subdomain/' ? [] : undefined,
      },
    }),
    react(),
    compileHints(),
    pureDeclarations(),
  ],
  resolve: { alias: preactAliases(import.meta.url) },
  // The manifest lets scripts/size-check.mjs weigh what a first visit downloads.
  build: {
    assetsDir: 'assets/site',
    sourcemap: true,
    manifest: true,
    // Every browser the site supports preloads modules itself (see the console's config).
    modulePreload: { polyfill: false },
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
