import { nodePreset } from '@rendezvous/vitest-config';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer';

export default defineConfig({
  test: {
    ...nodePreset.test,
    // Each API test file boots its own database; PGlite start-up is CPU-bound, so keep the
    // number of files running at once low on small machines.
    maxWorkers: 2,
    hookTimeout: 60_000,
    globalSetup: ['test/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
