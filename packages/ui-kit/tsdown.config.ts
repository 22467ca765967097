import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  dts: true,
  platform: 'browser',
  sourcemap: true,
  clean: true,
  // Stories and tests are not part of the published package.
  external: [/^@mantine\//, /^react/, /^@tabler\//, 'mantine-react-table', 'dayjs', /^dayjs\//],
});
