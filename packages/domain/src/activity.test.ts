import { describe, expect, it } from 'vitest';
import {
  ActivityListQuerySchema,
  ActivityMessages,
  CreateActivityNoteInputSchema,
  activityPeriodRange,
} from './activity';

// Wednesday 2025-03-12, local time.
const today = new Date(2025, 2, 12, 15, 30);

describe('activityPeriodRange', () => {
  it('leaves all time unbounded', () => {
    expect(activityPeriodRange('all_time', today)).toEqual({});
  });

  it('counts today in the last N days', () => {
    expect(activityPeriodRange('last_7_days', today)).toEqual({
      startDate: '2025-03-06',
      endDate: '2025-03-12',
    });
    expect(activityPeriodRange('last_30_days', today)).toEqual({
      startDate: '2025-02-11',
      endDate: '2025-03-12',
    });
    expect(activityPeriodRange('last_90_days', today)).toEqual({
      startDate: '2024-12-13',
      endDate: '2025-03-12',
    });
  });

  it('covers calendar months and years', () => {
    expect(activityPeriodRange('this_month', today)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-12',
    });
    expect(activityPeriodRange('last_month', today)).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
    expect(activityPeriodRange('this_year', today)).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-03-12',
    });
    expect(activityPeriodRange('last_year', today)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(activityPeriodRange('last_month', new Date(2025, 0, 15))).toEqual({
      startDate: '2024-12-01',
      endDate: '2024-12-31',
    });
  });

  it('takes the chosen dates for a date range', () => {
    expect(
      activityPeriodRange('date_range', today, { startDate: '2025-01-02', endDate: '2025-01-05' }),
    ).toEqual({
      startDate: '2025-01-02',
      endDate: '2025-01-05',
    });
    expect(activityPeriodRange('date_range', today)).toEqual({});
  });
});

describe('ActivityListQuerySchema', () => {
  it('accepts an inclusive range of real dates and refuses impossible or reversed ones', () => {
    expect(ActivityListQuerySchema.safeParse({ startDate: '2025-03-01', endDate: '2025-03-01' }).success).toBe(true);
    expect(ActivityListQuerySchema.safeParse({ startDate: '2025-02-30' }).success).toBe(false);
    const reversed = ActivityListQuerySchema.safeParse({ startDate: '2025-03-02', endDate: '2025-03-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['endDate'], message: ActivityMessages.rangeOrder });
  });
});

describe('CreateActivityNoteInputSchema', () => {
  it('needs a note, keeps its lines, and takes an optional receiver', () => {
    const blank = CreateActivityNoteInputSchema.safeParse({ note: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(ActivityMessages.noteRequired);
    expect(CreateActivityNoteInputSchema.parse({ note: ' Called back.\nWill rebook. ' })).toEqual({
      note: 'Called back.\nWill rebook.',
    });
    expect(CreateActivityNoteInputSchema.safeParse({ note: 'x', receiver: { type: 'business', id: 1 } }).success).toBe(false);
    expect(CreateActivityNoteInputSchema.safeParse({ note: 'x'.repeat(5001) }).success).toBe(false);
  });
});
