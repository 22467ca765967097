import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

function chunk(fileName: string, isEntry: boolean) {
  return {
    type: 'chunk',
    fileName,
    isEntry,
    code: 'const a=1;\nexport{a};',
    map: { mappings: 'AAAA;AACA' },
  };
}

function run(bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
  hook.handler({}, bundle as unknown as Rollup.OutputBundle);
}

describe('the compile-hints build step', () => {
  it("starts the entry chunk with V8's hint and keeps its source map aligned", () => {
    const entry = chunk('index-1.js', true);
    const map = {
      type: 'asset',
      fileName: 'index-1.js.map',
      source: JSON.stringify({ mappings: 'AAAA;AACA' }),
    };
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
