import { base } from '@rendezvous/eslint-config';

export default [
  ...base,
  {
    // src/zod.ts sets the product's messages on zod; a module importing zod itself could be
    // bundled without it (see that file).
    files: ['src/**/*.ts'],
    ignores: ['src/zod.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from './zod', which sets the product's messages." }] },
      ],
    },
  },
];
