import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/realtime.ts', 'src/react.ts', 'src/testing.ts'],
  // One output module per source module: with `"sideEffects": false` an app loads only the
  // modules it uses (a sign-in page needs the auth schemas, not every entity's).
  unbundle: true,
  format: 'esm',
  dts: true,
  platform: 'neutral',
  sourcemap: true,
  clean: true,
});
