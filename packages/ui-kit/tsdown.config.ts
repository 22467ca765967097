import { defineConfig } from 'tsdown';

export default defineConfig({
  // Stories, tests and fixtures are not reachable from the entry, so they are not published.
  entry: ['src/index.ts'],
  format: 'esm',
  dts: true,
  platform: 'browser',
  sourcemap: true,
  clean: true,
  // One output module per source module: with `"sideEffects": false` an app that only uses
  // Money never loads the table, the dropzone or their Mantine dependencies.
  unbundle: true,
  external: [/^@mantine\//, /^react/, /^@tabler\//, 'dayjs', /^dayjs\//, /^i18next/, /^@rendezvous\//],
});
