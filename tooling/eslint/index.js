import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: ['**/dist/**', '**/storybook-static/**', '**/routeTree.gen.ts', '**/drizzle/**'],
};

/** Base rules for every TypeScript package. */
export const base = tseslint.config(ignores, js.configs.recommended, ...tseslint.configs.recommended, {
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': 'error',
    'no-console': ['error', { allow: ['warn', 'error'] }],
  },
});

/** React packages: base plus the rules of hooks. */
export const react = tseslint.config(...base, {
  plugins: { 'react-hooks': reactHooks },
  rules: reactHooks.configs.recommended.rules,
});

/**
 * The API reads its environment in exactly one place (src/config.ts), so every variable is
 * validated and documented there.
 */
export const node = tseslint.config(...base, {
  files: ['src/**/*.ts'],
  ignores: ['src/config.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
    ],
  },
});
