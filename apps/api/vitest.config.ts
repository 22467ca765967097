import { nodePreset } from '@rendezvous/vitest-config';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer';

export default defineConfig({
  test: {
    ...nodePreset.test,
    // Each API test file boots its own database; PGlite start-up is CPU-bound, so keep the
    // number of files running at once low on small machines.
    maxWorkers: 2,
    // nodePreset runs a worker's files in one module graph (isolate: false): each file importing
    // the whole app afresh cost about 1.5 s of CPU, some 100 s a run. Nothing here mocks modules;
    // what a file changes (the clock, the environment) goes through startTestApp, which undoes
    // it when the app closes.
    // A file's app and database take seconds alone, over a minute on a CI machine whose two cores
    // also typecheck and drive a browser.
    hookTimeout: 180_000,
    // A test that builds an app of its own (another configuration) waits for it like a hook does:
    // seconds alone, a minute on a CI machine whose cores also typecheck and drive a browser.
    testTimeout: process.env.CI ? 90_000 : 20_000,
    globalSetup: ['test/support/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
