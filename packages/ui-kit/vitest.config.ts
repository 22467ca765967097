import { domPreset, prebundled } from '@rendezvous/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(defineConfig(domPreset), {
  // The preset's setup file imports testing-library from tooling/vitest, which does not
  // depend on it; resolving these from this package's root finds our copies.
  resolve: { dedupe: ['@testing-library/jest-dom', '@testing-library/react'] },
  // Mantine's date pickers read the locales dayjs/locale/fr-ca registers: bundled with them.
  test: { ...prebundled('dayjs', 'dayjs/locale/fr-ca'), setupFiles: ['./src/test-setup.ts'] },
});
