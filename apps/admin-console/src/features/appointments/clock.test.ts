import { describe, expect, it } from 'vitest';
import { clockRange, clockTime } from './clock';

describe('clockTime', () => {
  it('keeps the console’s English clock', () => {
    expect(clockTime('13:30', '12h', 'en')).toBe('01:30 PM');
    expect(clockTime('13:30:00', '24h', 'en')).toBe('13:30');
  });

  it('writes Québec French times on either clock', () => {
    expect(clockTime('13:30', '24h', 'fr-CA')).toBe('13 h 30');
    expect(clockTime('09:05:00', '24h', 'fr-CA')).toBe('9 h 05');
    expect(clockTime('00:15', '24h', 'fr-CA')).toBe('0 h 15');
    expect(clockTime('13:30', '12h', 'fr-CA')).toBe('1 h 30 p.m.');
    expect(clockTime('09:00', '12h', 'fr-CA')).toBe('9 h 00 a.m.');
    expect(clockTime('12:00', '12h', 'fr-CA')).toBe('12 h 00 p.m.');
    expect(clockTime('00:30', '12h', 'fr-CA')).toBe('12 h 30 a.m.');
    expect(clockTime('later', '24h', 'fr-CA')).toBe('later');
  });

  it('writes a range', () => {
    expect(clockRange('13:30', '14:30', '24h', 'fr-CA')).toBe('13 h 30 – 14 h 30');
    expect(clockRange('13:30', '14:30', '12h', 'en')).toBe('01:30 PM – 02:30 PM');
  });
});
