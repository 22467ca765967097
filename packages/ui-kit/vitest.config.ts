import { domPreset, prebundled } from '@rendezvous/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(defineConfig(domPreset), {
  // The preset's setup file imports testing-library from tooling/vitest, which does not
  // depend on it; resolving these from this package's root finds our copies.
  resolve: { dedupe: ['@testing-library/jest-dom', '@testing-library/react'] },
  test: prebundled(),
});
