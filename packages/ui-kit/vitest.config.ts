import { domPreset } from '@rendezvous/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domPreset);
