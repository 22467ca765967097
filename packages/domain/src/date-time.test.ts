import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLocalTime,
  formatTimeOfDay,
  newestFirst,
} from './date-time';
import { formatLocalMoney, formatMoney, formatWholeDollars } from './money';

// 2026-11-26 19:26:42 UTC is 14:26:42 in Toronto (EST, UTC-5).
const AFTERNOON = '2026-11-26T19:26:42Z';
// 2026-11-26 17:50:00 UTC is 12:50:00 in Toronto.
const NOON_ISH = '2026-11-26T17:50:00Z';

describe('formatDateTime', () => {
  it('reads an afternoon instant on the 24-hour clock', () => {
    expect(formatDateTime(AFTERNOON, { timeZone: 'America/Toronto', timeFormat: '24h' })).toBe(
      '2026/11/26 14:26:42',
    );
  });

  it('writes PM on the default 12-hour clock', () => {
    expect(formatDateTime(AFTERNOON, { timeZone: 'America/Toronto' })).toBe(
      '2026/11/26 02:26:42 PM',
    );
  });

  it('writes an instant the Québec way in French', () => {
    expect(
      formatDateTime(AFTERNOON, {
        timeZone: 'America/Toronto',
        timeFormat: '24h',
        language: 'fr-CA',
      }),
    ).toBe('2026/11/26 14 h 26 min 42 s');
    expect(
      formatDateTime(AFTERNOON, {
        timeZone: 'America/Toronto',
        timeFormat: '12h',
        language: 'fr-CA',
      }),
    ).toBe('2026/11/26 2 h 26 min 42 s p.m.');
  });

  it('writes AM or PM whenever it uses the 12-hour clock', () => {
    expect(formatDateTime(AFTERNOON, { timeZone: 'America/Toronto', timeFormat: '12h' })).toBe(
      '2026/11/26 02:26:42 PM',
    );
    expect(
      formatDateTime('2026-11-26T05:05:09Z', { timeZone: 'America/Toronto', timeFormat: '12h' }),
    ).toBe('2026/11/26 12:05:09 AM');
    expect(formatDateTime(NOON_ISH, { timeZone: 'America/Toronto', timeFormat: '12h' })).toBe(
      '2026/11/26 12:50:00 PM',
    );
  });

  it('shows midnight as 00 on the 24-hour clock', () => {
    expect(
      formatDateTime('2026-11-27T05:00:00Z', { timeZone: 'America/Toronto', timeFormat: '24h' }),
    ).toBe('2026/11/27 00:00:00');
  });

  it('reads the instant in the zone it is given (summer time included)', () => {
    const at = '2026-07-01T16:00:00Z';
    expect(formatDateTime(at, { timeZone: 'America/Toronto', timeFormat: '24h' })).toBe(
      '2026/07/01 12:00:00',
    );
    expect(formatDateTime(at, { timeZone: 'America/Vancouver', timeFormat: '24h' })).toBe(
      '2026/07/01 09:00:00',
    );
  });

  it('sorts as it reads: 14:26 comes after 12:50 as text too', () => {
    const shown = [AFTERNOON, NOON_ISH].map((v) =>
      formatDateTime(v, { timeZone: 'America/Toronto', timeFormat: '24h' }),
    );
    expect([...shown].sort()).toEqual([shown[1], shown[0]]);
  });

  it('shows a dash when there is no date or it is not one', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatDate and formatCalendarDate', () => {
  it('writes YYYY/MM/DD in the given zone', () => {
    expect(formatDate('2026-11-27T03:00:00Z', { timeZone: 'America/Toronto' })).toBe('2026/11/26');
    expect(formatCalendarDate('2026-11-26')).toBe('2026/11/26');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    ['13:30', '01:30 PM', '13:30'],
    ['00:15', '12:15 AM', '00:15'],
    ['12:00:00', '12:00 PM', '12:00'],
    ['9:05', '09:05 AM', '09:05'],
  ])('formats %s as %s or %s', (time, twelve, twentyFour) => {
    expect(formatTimeOfDay(time, '12h')).toBe(twelve);
    expect(formatTimeOfDay(time, '24h')).toBe(twentyFour);
  });

  it.each([
    ['13:30', '1 h 30 p.m.', '13 h 30'],
    ['00:15', '12 h 15 a.m.', '0 h 15'],
    ['12:00:00', '12 h 00 p.m.', '12 h 00'],
    ['9:05', '9 h 05 a.m.', '9 h 05'],
  ])('writes %s the Québec way: %s or %s', (time, twelve, twentyFour) => {
    expect(formatTimeOfDay(time, '12h', 'fr-CA')).toBe(twelve);
    expect(formatTimeOfDay(time, '24h', 'fr-CA')).toBe(twentyFour);
  });

  it('leaves text that is not a time alone', () => {
    expect(formatTimeOfDay('soon', '12h')).toBe('soon');
    expect(formatTimeOfDay('25:00', '12h')).toBe('25:00');
  });
});

describe('formatLocalTime', () => {
  it('writes a time in each site language unambiguously', () => {
    expect(formatLocalTime('14:30', 'en-CA')).toMatch(/^2:30\sp\.m\.$/);
    expect(formatLocalTime('14:30', 'fr-CA')).toMatch(/^14\sh\s30$/);
  });
});

describe('newestFirst', () => {
  it('orders by the instant, not by the id', () => {
    const rows = [
      { id: 3, created_at: NOON_ISH },
      { id: 1, created_at: AFTERNOON },
      { id: 2, created_at: AFTERNOON },
    ];
    expect([...rows].sort(newestFirst).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe('money', () => {
  it('shows console amounts in CA$', () => {
    expect(formatMoney(12345)).toBe('CA$123.45');
    expect(formatMoney(123456789)).toBe('CA$1,234,567.89');
    expect(formatMoney(-500)).toBe('-CA$5.00');
    expect(formatWholeDollars(650000)).toBe('CA$650,000');
  });

  it('keeps the public site in its language’s style', () => {
    expect(formatLocalMoney(12345, 'en-CA')).toBe('$123.45');
    expect(formatLocalMoney(12345, 'fr-CA')).toMatch(/^123,45\s\$$/);
  });
});
