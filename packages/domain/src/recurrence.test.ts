import { describe, expect, it } from 'vitest';
import { RecurrenceMessages, RecurrenceSchema, seriesDates } from './recurrence';

describe('recurring series', () => {
  it('lists the dates of a series, the first one included', () => {
    expect(seriesDates('2027-06-01', { frequency: 'weekly', interval: 2, count: 3 })).toEqual([
      '2027-06-01',
      '2027-06-15',
      '2027-06-29',
    ]);
    expect(
      seriesDates('2027-02-27', { frequency: 'daily', interval: 1, until: '2027-03-01' }),
    ).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it("puts a monthly series on the 31st on each month's last day", () => {
    expect(seriesDates('2027-01-31', { frequency: 'monthly', interval: 1, count: 4 })).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('answers null past 52 occurrences, and 52 exactly is a series', () => {
    expect(
      seriesDates('2027-01-01', { frequency: 'daily', interval: 1, until: '2027-02-21' }),
    ).toHaveLength(52);
    expect(
      seriesDates('2027-01-01', { frequency: 'daily', interval: 1, until: '2027-02-22' }),
    ).toBeNull();
  });

  it('asks for one end, a count of 2 to 52 and a gap of 1 to 12', () => {
    const messages = (rule: unknown) =>
      RecurrenceSchema.safeParse(rule).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ frequency: 'weekly', interval: 1 })).toEqual([
      RecurrenceMessages.endRequired,
    ]);
    expect(messages({ frequency: 'weekly', interval: 1, count: 3, until: '2027-06-01' })).toEqual([
      RecurrenceMessages.endBoth,
    ]);
    expect(messages({ frequency: 'weekly', interval: 13, count: 53 })).toEqual([
      RecurrenceMessages.intervalRange,
      RecurrenceMessages.countRange,
    ]);
    expect(messages({ frequency: 'yearly', interval: 1, count: 2 })).toEqual([
      RecurrenceMessages.frequencyRequired,
    ]);
  });
});
