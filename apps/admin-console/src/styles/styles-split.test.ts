// The console's Mantine styles are split between the first page (styles/first-page.ts) and
// everything else (features/shell/full-styles.ts). Together they load the component files of
// @mantine/core the console draws, each once, in the order Mantine's own styles.css has them,
// so no rule is downloaded twice and a component's rules still follow those it builds on.
// That no drawn component lacks its file is checked on the build (scripts/size-check.mjs),
// which knows which components the code draws.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@mantine/core/styles.css'));
const own = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const imported = (source: string) =>
  [...source.matchAll(/^import '@mantine\/core\/styles\/(\w[\w-]*)\.layer\.css';$/gm)].map(
    (m) => m[1]!,
  );

const first = imported(own('first-page.ts'));
const rest = imported(own('../features/shell/full-styles.ts'));
const full = readFileSync(path.join(core, 'styles.css'), 'utf8');
/** Where a component file's first class sits in styles.css (-1: not in it). */
const position = (name: string) => {
  const css = readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8');
  const match = /\.(m_[0-9a-f]+)\b/.exec(css);
  return match ? full.indexOf(`.${match[1]}`) : -1;
};
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

describe('the split of Mantine styles', () => {
  it('loads only component files that styles.css holds, each once', () => {
    const available = new Set(
      readdirSync(path.join(core, 'styles'))
        .filter((f) => f.endsWith('.layer.css'))
        .map((f) => f.replace('.layer.css', ''))
        .filter((name) => GLOBAL.includes(name) || position(name) >= 0),
    );
    const loaded = [...first, ...rest];
    expect(loaded.filter((name) => !available.has(name))).toEqual([]);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('starts with the global rules, then keeps the order of styles.css in each part', () => {
    expect(first.slice(0, 3)).toEqual(GLOBAL);
    for (const part of [first.slice(3), rest]) {
      const positions = part.map(position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
