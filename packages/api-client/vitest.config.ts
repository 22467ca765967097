import { nodePreset } from '@rendezvous/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// The React bindings are tested in .tsx files, each asking for jsdom in its first line.
export default defineConfig(mergeConfig(nodePreset, { test: { include: ['src/**/*.test.tsx'] } }));
