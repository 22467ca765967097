import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  // One output module per source module, and each catalog its own chunk: an app downloads only
  // the language it shows.
  unbundle: true,
  format: 'esm',
  dts: true,
  platform: 'browser',
  sourcemap: true,
  clean: true,
  external: [/^react/, /^i18next/, /^@rendezvous\//],
  plugins: [
    {
      // A catalog is one object, its default export. (The bundler's JSON handling also exports
      // each key by name; catalog keys are English sentences, which are not valid export names
      // for the browsers the apps target.)
      name: 'catalogs-as-default-export',
      transform: {
        filter: { id: /\.json$/ },
        handler: (code: string) => ({
          code: `export default ${JSON.stringify(JSON.parse(code))};`,
          moduleType: 'js',
        }),
      },
    },
  ],
});
