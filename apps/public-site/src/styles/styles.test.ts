// The site's first page draws with styles/first-page.ts alone, so its list must hold Mantine's
// files in the order of Mantine's own styles.css (a component's rules after those it builds
// on), all in the `mantine` layer, and every page after it gets the whole of Mantine.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@mantine/core/styles.css'));
const own = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const first = [
  ...own('first-page.ts').matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm),
].map((m) => m[1]!);
const full = readFileSync(path.join(core, 'styles.css'), 'utf8');
/** Where a component file's first class sits in styles.css. */
const position = (name: string) => {
  const css = readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8');
  const match = /\.(m_[0-9a-f]+)\b/.exec(css);
  return match ? full.indexOf(`.${match[1]}`) : -1;
};

describe("the site's first-page styles", () => {
  it("are Mantine's global rules, then components in the order of its styles.css", () => {
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const components = first.slice(3);
    expect(components).toContain('Button');
    for (const name of components) {
      expect(existsSync(path.join(core, 'styles', `${name}.layer.css`)), name).toBe(true);
      expect(position(name), name).toBeGreaterThanOrEqual(0);
    }
    const positions = components.map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Nothing else (a whole sheet, or one outside the layer) comes with the first page.
    expect(own('first-page.ts').match(/^import /gm)).toHaveLength(first.length);
  });

  it('are followed, for everything else, by the whole of Mantine in its layer', () => {
    expect(own('full-styles.ts')).toContain("import '@mantine/core/styles.layer.css';");
    expect(own('full-styles.ts')).toContain("import '@mantine/dates/styles.layer.css';");
  });
});
