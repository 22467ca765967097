import type { ViteUserConfig } from 'vitest/config';

export declare const nodePreset: ViteUserConfig;
export declare const domPreset: ViteUserConfig;
