import type { ViteUserConfig } from 'vitest/config';

export declare const nodePreset: ViteUserConfig;
export declare const domPreset: ViteUserConfig;
export declare function prebundled(...also: string[]): NonNullable<ViteUserConfig['test']>;
