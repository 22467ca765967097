import type { Plugin } from 'vite';

export declare const COMPILE_HINT: string;
export declare function compileHints(): Plugin;
export declare function catalogChunk(id: string): string | undefined;
export declare function preactAliases(appConfigUrl: string): { find: RegExp; replacement: string }[];
export declare const DOMAIN_MODULES: RegExp;
export declare function pureDeclarations(options?: { include?: RegExp }): Plugin;
