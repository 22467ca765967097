import { describe, expect, it } from 'vitest';
import {
  CreateTimeOffInputSchema,
  TimeOffMessages,
  TimeOffQuerySchema,
  daysInRange,
  nextDate,
} from './time-off';

const errorsOf = (input: unknown) =>
  CreateTimeOffInputSchema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]);

describe('time off input', () => {
  it('takes whole days, or hours within a single day', () => {
    expect(errorsOf({ kind: 'holiday', starts_on: '2027-06-01', ends_on: '2027-06-05' })).toBe(
      undefined,
    );
    expect(
      errorsOf({
        consultant_id: 3,
        kind: 'sick',
        starts_on: '2027-06-01',
        ends_on: '2027-06-01',
        start_time: '09:00',
        end_time: '12:00',
      }),
    ).toBe(undefined);
  });

  it('refuses reversed days, hours across days, one hour alone and reversed hours', () => {
    const day = { kind: 'closure', starts_on: '2027-06-02', ends_on: '2027-06-02' };
    expect(errorsOf({ ...day, ends_on: '2027-06-01' })).toEqual([
      ['ends_on', TimeOffMessages.endsBeforeStart],
    ]);
    expect(
      errorsOf({ ...day, ends_on: '2027-06-03', start_time: '09:00', end_time: '10:00' }),
    ).toEqual([['start_time', TimeOffMessages.hoursOneDay]]);
    expect(errorsOf({ ...day, end_time: '10:00' })).toEqual([
      ['start_time', TimeOffMessages.hoursBoth],
    ]);
    expect(errorsOf({ ...day, start_time: '10:00', end_time: '10:00' })).toEqual([
      ['end_time', TimeOffMessages.hoursOrder],
    ]);
    expect(errorsOf({ ...day, ends_on: '2028-06-02' })).toEqual([
      ['ends_on', TimeOffMessages.tooLong],
    ]);
  });

  it('bounds the note and the list range', () => {
    expect(
      errorsOf({
        kind: 'other',
        starts_on: '2027-06-02',
        ends_on: '2027-06-02',
        note: 'x'.repeat(201),
      })?.[0]?.[0],
    ).toBe('note');
    expect(TimeOffQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-01' }).success).toBe(
      true,
    );
    expect(
      TimeOffQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-02' }).error?.issues[0]
        ?.message,
    ).toBe(TimeOffMessages.rangeTooLong);
  });

  it('counts days and steps over month and year ends', () => {
    expect(daysInRange('2027-06-01', '2027-06-01')).toBe(1);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(nextDate('2027-12-31')).toBe('2028-01-01');
  });
});
