// Shared Vitest presets. Each package spreads one of these into its own vitest config.

/** Pure TypeScript code running under Node. */
export const nodePreset = {
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: false,
    testTimeout: 20_000,
  },
};

/** React components rendered into jsdom with jest-dom matchers. */
export const domPreset = {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./setup-dom.js', import.meta.url).pathname],
    passWithNoTests: false,
    testTimeout: 20_000,
    css: false,
  },
};
