import { domPreset, prebundled } from '@rendezvous/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

// mergeConfig appends to the preset's setup files and test globs rather than replacing them.
export default mergeConfig(defineConfig({ plugins: [react()], ...domPreset }), {
  test: {
    // The site's forms and sections are named by their headings (aria-labelledby), which
    // happy-dom does not resolve; its suite is small, so it stays on jsdom.
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    ...prebundled('dayjs', 'dayjs/locale/fr-ca'),
  },
});
