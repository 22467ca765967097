import { describe, expect, it } from 'vitest';
import { catalogChunk, COMPILE_HINT, compileHints } from './index.js';

function chunk(fileName, isEntry) {
  return { type: 'chunk', fileName, isEntry, code: 'const a=1;\nexport{a};', map: { mappings: 'AAAA;AACA' } };
}

function run(bundle) {
  compileHints().generateBundle.handler({}, bundle);
}

describe('the compile-hints build step', () => {
  it("starts the entry chunk with V8's hint and keeps its source map aligned", () => {
    const entry = chunk('index-1.js', true);
    const map = { type: 'asset', fileName: 'index-1.js.map', source: JSON.stringify({ mappings: 'AAAA;AACA' }) };
    run({ 'index-1.js': entry, 'index-1.js.map': map });
    expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry.code.split('\n')[1]).toBe('const a=1;');
    expect(entry.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(map.source).mappings).toBe(';AAAA;AACA');
  });

  it('leaves lazily loaded chunks alone: most of their functions never run on load', () => {
    const lazy = chunk('BookingDialog-1.js', false);
    run({ 'BookingDialog-1.js': lazy });
    expect(lazy.code).toBe('const a=1;\nexport{a};');
    expect(lazy.map.mappings).toBe('AAAA;AACA');
  });
});

describe('the catalog chunks', () => {
  it("puts each language's catalogs, the app's and the shared ones, in one chunk per language", () => {
    expect(catalogChunk('/w/apps/admin-console/src/locales/en/auth.json')).toBe('catalog-en');
    expect(catalogChunk('/w/packages/i18n/dist/locales/en/ui.json')).toBe('catalog-en');
    expect(catalogChunk('/w/apps/admin-console/src/locales/fr-CA/auth.json')).toBe('catalog-fr-CA');
  });

  it('leaves every other module to Rollup', () => {
    expect(catalogChunk('/w/apps/admin-console/src/locales/de/auth.json')).toBeUndefined();
    expect(catalogChunk('/w/apps/admin-console/src/features/auth/SignInForm.tsx')).toBeUndefined();
    expect(catalogChunk('/w/apps/admin-console/src/locales/en/auth.ts')).toBeUndefined();
  });
});
