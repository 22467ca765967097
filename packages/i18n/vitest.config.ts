import { nodePreset } from '@rendezvous/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset);
