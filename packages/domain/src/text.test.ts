import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasTabOrLineBreak, isOneCharacterRepeated } from './text';

describe('hasControlCharacters', () => {
  it('finds NUL, escape, DEL and the C1 controls', () => {
    for (const text of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085']) {
      expect(hasControlCharacters(text)).toBe(true);
    }
  });

  it('leaves tab, line breaks and ordinary text to the caller', () => {
    expect(hasControlCharacters('line one\r\n\tline two')).toBe(false);
    expect(hasControlCharacters('Maison Lumière — 東京 🙂')).toBe(false);
  });
});

describe('hasTabOrLineBreak', () => {
  it('finds what a single-line field refuses', () => {
    expect(['a\tb', 'a\nb', 'a\rb'].map(hasTabOrLineBreak)).toEqual([true, true, true]);
    expect(hasTabOrLineBreak('a b')).toBe(false);
  });
});

describe('isOneCharacterRepeated', () => {
  it('is true for the same character over and over, astral ones included', () => {
    expect(isOneCharacterRepeated('aaaaaaaa')).toBe(true);
    expect(isOneCharacterRepeated('🙂🙂🙂🙂')).toBe(true);
    expect(isOneCharacterRepeated('aaaaaaab')).toBe(false);
    expect(isOneCharacterRepeated('a')).toBe(false);
  });
});
