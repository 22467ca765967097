import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogChunk, COMPILE_HINT, compileHints, DOMAIN_MODULES, pureDeclarations } from './index.js';

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

describe('the pure declarations build step', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pure-declarations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A schema library whose calls Rollup cannot prove free of side effects, and a module that
  // declares schemas beside a message table, as the domain's modules do.
  writeFileSync(
    path.join(dir, 'schema-lib.js'),
    'export const log = [];\n' +
      'export function object(shape) { log.push(shape); return { shape, max: (n) => ({ shape, n }) }; }\n' +
      'export function configure(options) { globalThis.schemaOptions = options; }\n',
  );
  writeFileSync(
    path.join(dir, 'messages.js'),
    "import { configure, object } from './schema-lib.js';\n" +
      "configure({ messages: 'ours' });\n" +
      "export const Messages = { required: 'Mandatory field is missing' };\n" +
      'export const ClientSchema = object({ name: object({}) }).max(3);\n' +
      'export function later() { return object({ when: 1 }); }\n',
  );
  writeFileSync(path.join(dir, 'page.js'), "import { Messages } from './messages.js';\nconsole.log(Messages);\n");

  async function bundle(plugins) {
    const [output] = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, lib: { entry: path.join(dir, 'page.js'), formats: ['es'] } },
    });
    return output.output[0].code;
  }

  it("drops the schemas a page does not use, and keeps a module's statements run for their effect", async () => {
    const plain = await bundle([]);
    // Without the step, the page that reads only the messages carries the schema as well.
    expect(plain).toContain('name: object({})');

    const marked = await bundle([pureDeclarations({ include: /messages\.js$/ })]);
    expect(marked).toContain('Mandatory field is missing');
    expect(marked).not.toContain('name:');
    expect(marked).not.toContain('when:');
    expect(marked).toMatch(/configure\(\{ messages: .ours. \}\)/);
  });

  it("applies by default to the domain package's built modules only", () => {
    expect(DOMAIN_MODULES.test('/w/packages/domain/dist/common.js')).toBe(true);
    expect(DOMAIN_MODULES.test('C:\\w\\packages\\domain\\dist\\common.js')).toBe(true);
    expect(DOMAIN_MODULES.test('/w/packages/domain/src/common.ts')).toBe(false);
    expect(DOMAIN_MODULES.test('/w/apps/admin-console/src/features/auth/SignInForm.tsx')).toBe(false);
  });
});
