import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Shared Vitest presets. Each package spreads one of these into its own vitest config.

/** Pure TypeScript code running under Node. */
export const nodePreset = {
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: false,
    testTimeout: 20_000,
    // A worker runs its files one after the other in one module graph, instead of importing the
    // package (zod, the domain, ky…) afresh for each file, which was most of these suites' time.
    // Nothing here replaces a module (vi.mock); globals a test stubs it restores itself.
    isolate: false,
  },
};

/**
 * React components rendered into happy-dom with jest-dom matchers. happy-dom runs these suites
 * in about two thirds of jsdom's time; a file whose test depends on where focus moves may ask
 * for jsdom in its first line (`// @vitest-environment jsdom`).
 */
export const domPreset = {
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./setup-dom.js', import.meta.url).pathname],
    passWithNoTests: false,
    // A test that types a whole week of hours took over 20 s on a CI machine whose two cores
    // also ran the API suite, typecheck and a browser, and 61 s when that machine's load stood
    // at 20 (DaysEditor, "keeps the edits when the save fails"): the limit is for hangs, not for
    // speed.
    testTimeout: process.env.CI ? 120_000 : 20_000,
    css: false,
    // A worker runs its files one after the other in one module graph and one DOM, instead of
    // importing React, Mantine and the app afresh into a new environment for each file: that
    // was over half of a suite's CPU time. What a test leaves behind is undone after each test
    // (testing-library's cleanup, each package's setup file). A module replaced with vi.mock
    // would stay whatever the first file importing it got, so tests watch a boundary instead
    // (e.g. a spy on window.location.assign), never mock a module the app also imports.
    isolate: false,
  },
};

/** The UI libraries a DOM suite bundles once per run (see prebundled). */
const BUNDLED = /^(@mantine\/|mantine-|@tabler\/|@tanstack\/react-|@hello-pangea\/|i18next$|react-i18next$)/;

/**
 * Test options that bundle the package's UI libraries (Mantine and the libraries built on it,
 * icons, TanStack's React bindings, i18next) once per run with Vite's dependency optimizer,
 * instead of loading their hundreds of modules afresh in every test file: Mantine alone cost the
 * console's suite about a second of CPU per file. All of them or none: a library left out would
 * load its own copy of @mantine/core, whose MantineProvider the bundled copy cannot see.
 * The same goes for a library whose add-ons the package loads by path: Mantine's date pickers
 * read the locales that `dayjs/locale/…` registers, so both are bundled together (`also`).
 * Spread into a DOM package's `test` options, from that package's directory.
 */
export function prebundled(...also) {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const include = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) =>
    BUNDLED.test(name),
  );
  include.push(...also);
  return { deps: { optimizer: { client: { enabled: true, include } } } };
}
