import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
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

/**
 * Screens in two languages: no user-visible literal in JSX (text, and the attributes a person
 * reads or hears: labels, placeholders, titles, accessible names) outside the translation
 * catalogs. `files` are the globs the rule covers; tests and stories are left out, and so are
 * `notYetTranslated`, the folders still to do (the list only shrinks).
 */
export const noLiteralStrings = (files, notYetTranslated = []) =>
  tseslint.config({
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test/**', ...notYetTranslated],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'aria-description',
              'alt',
              'description',
              'tooltip',
              'message',
              'error',
              'nothingFoundMessage',
              'confirmLabel',
              'cancelLabel',
              'emptyTitle',
              'emptyText',
            ],
          },
          // A string passed to a function (form.getInputProps('email'), t('key')) is an
          // identifier, not text on screen.
          callees: { exclude: ['.*'] },
          words: {
            // Punctuation, numbers, symbols, all-caps codes (CSV, SMS) and the product's name.
            exclude: ['[0-9!-/:-@[-`{-~·–—…•×]+', '[A-Z_-]+', 'Rendezvous', /^\p{Emoji}+$/u],
          },
        },
      ],
    },
  });
