import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('formatters', () => {
  it('write CA$ amounts, dates and times in each language', () => {
    const en = formattersFor('en');
    const fr = formattersFor('fr-CA');
    expect(en.money(123456)).toBe('$1,234.56');
    expect(fr.money(123456).replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(en.longDate('2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect(fr.longDate('2026-03-10')).toBe('mardi 10 mars 2026');
    expect(en.time('14:30')).toBe('2:30 p.m.');
    expect(fr.time('14:30')).toBe('14 h 30');
    expect(fr.weekday('saturday')).toBe('samedi');
    expect(fr.rating(4.25)).toBe('4,3');
    expect(en.percentOfPpm(149_750)).toBe('14.975%');
    expect(fr.percentOfPpm(149_750).replace(/\s/g, ' ')).toBe('14,975 %');
    expect(en.percentOfPpm(50_000)).toBe('5%');
  });
});
