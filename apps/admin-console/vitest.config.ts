import { domPreset, prebundled } from '@rendezvous/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

// mergeConfig appends to the preset's setup files rather than replacing them.
export default mergeConfig(defineConfig({ plugins: [react()], ...domPreset }), {
  test: {
    setupFiles: ['./src/test/setup.ts'],
    ...prebundled(),
  },
});
