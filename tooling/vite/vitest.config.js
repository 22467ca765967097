import { nodePreset } from '@rendezvous/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { ...nodePreset.test, include: ['*.test.js'] } });
