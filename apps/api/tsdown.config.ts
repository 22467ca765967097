import { defineConfig } from 'tsdown';

// The API is bundled into one file for a fast cold start; node_modules stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts', 'src/worker.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: true,
  clean: true,
  outExtensions: () => ({ js: '.js' }),
});
