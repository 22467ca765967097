// Build steps the three SPAs share (each app's vite.config.ts uses what it needs).
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';

/** V8's explicit compile hint: compile every function of this script eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry chunk with V8's explicit compile hint (Chrome 136+, ignored elsewhere).
 * Nearly every function in it runs to draw the first page; without the hint V8 compiles each
 * on its first call, on the main thread, inside the first render. With it, V8 compiles them
 * while the script streams in, on a background thread, and the render runs compiled code: on
 * the demo site the first render's long task fell by about half (Lighthouse TBT), and on the
 * console's sign-in page the entry's evaluation by about a third.
 *
 * The comment must be the file's first line, so it is added after minification (which would
 * strip it); the source map gains one empty line to stay aligned.
 *
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  return {
    name: 'rendezvous:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own last touches to the chunk (its preload map is written at the top).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source);
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

const CATALOG_FILE = /\/locales\/(en|fr-CA)\/[^/]+\.json$/;

/**
 * Rollup's `manualChunks` for an app whose first render waits for every catalog of its
 * language (the console, the wizard): each language's files, the app's and the shared ones,
 * become one chunk, so the page asks once instead of once per namespace (34 requests for the
 * console, of which a phone on HTTP/1.1 runs six at a time). Each file is still imported on
 * its own, so the catalogs' code does not change; only what is downloaded together does.
 *
 * @param {string} id a module's id (its file path)
 * @returns {string | undefined}
 */
export function catalogChunk(id) {
  const match = CATALOG_FILE.exec(id);
  return match ? `catalog-${match[1]}` : undefined;
}

/**
 * Vite aliases that run an app on Preact's React compatibility layer: `react`, `react-dom`,
 * `react-dom/client` and the JSX runtime. The workspace packages the app bundles (ui-kit,
 * api-client) import 'react' too, so the aliases point at files, not at a package name they
 * could not resolve themselves. `appConfigUrl` is the app's `import.meta.url`: Preact is
 * resolved from the app, which lists it among its dependencies.
 *
 * @param {string} appConfigUrl
 * @returns {{ find: RegExp, replacement: string }[]}
 */
export function preactAliases(appConfigUrl) {
  const preactDir = path.dirname(createRequire(appConfigUrl).resolve('preact/package.json'));
  return [
    { find: /^react-dom\/client$/, replacement: path.join(preactDir, 'compat/client.mjs') },
    {
      find: /^react\/jsx-(dev-)?runtime$/,
      replacement: path.join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
    },
    { find: /^react(-dom)?$/, replacement: path.join(preactDir, 'compat/dist/compat.mjs') },
  ];
}

/** The domain package's built modules: where the zod schemas are declared. */
export const DOMAIN_MODULES = /[\\/]packages[\\/]domain[\\/]dist[\\/][^\\/]+\.js$/;

/**
 * Marks as pure (`/*#__PURE__*\/`) every call in the initialiser of a module-level `const` in
 * the modules `include` matches: in the domain package, the zod schemas its modules declare
 * beside their constants and rules. Rollup cannot tell that `z.object({...})` has no side
 * effect, so a page that imports only a module's constants kept every schema of that module,
 * and whatever those schemas use. Marked, a schema no page reads is dropped like any unused
 * constant. (This bought about 4.5 KB gzipped on every console route; keeping zod out of the
 * signed-in frame came from moving the frame's texts and helpers into modules without
 * schemas.)
 *
 * Only a declaration's value is marked, never a statement that is a call on its own
 * (`z.config(...)`, which sets zod's messages, is there for its effect), and never a call
 * inside a function (it runs later, if at all, and its effect may be the point).
 *
 * @param {{ include?: RegExp }} [options]
 * @returns {import('vite').Plugin}
 */
export function pureDeclarations({ include = DOMAIN_MODULES } = {}) {
  return {
    name: 'rendezvous:pure-declarations',
    apply: 'build',
    transform(code, id) {
      if (!include.test(id)) return null;
      const marked = markPureDeclarations(code, this.parse(code));
      return marked && { code: marked.toString(), map: marked.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

/**
 * The module's code with a pure mark before each call of its module-level declarations'
 * values, or null when it has none.
 *
 * @param {string} code
 * @param {{ body: any[] }} program the module's ESTree (Rollup's `this.parse`)
 * @returns {MagicString | null}
 */
function markPureDeclarations(code, program) {
  const s = new MagicString(code);
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) markCalls(declarator.init, s);
  }
  return s.hasChanged() ? s : null;
}

/** @param {any} node @param {MagicString} s */
function markCalls(node, s) {
  if (!node || typeof node.type !== 'string') return;
  // A function's body runs when it is called, not when the module loads.
  if (/Function|Class/.test(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') s.appendLeft(node.start, '/*#__PURE__*/ ');
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) markCalls(child, s);
    else if (value && typeof value === 'object') markCalls(value, s);
  }
}
