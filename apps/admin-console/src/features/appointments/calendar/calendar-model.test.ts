import type { BusinessDay, Consultant } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../fixtures';
import {
  blockExtra,
  businessToday,
  calendarColumns,
  consultantName,
  dayLabel,
  gridHours,
  laneLayout,
  moveBody,
  moveFromDrop,
  ServiceNotOfferedError,
  shiftView,
  visibleDays,
  type CalendarColumn,
} from './calendar-model';
import { headingDate } from './calendar-dates';
import { validateCalendarSearch } from './calendar-search';

const column = (over: Partial<CalendarColumn> = {}): CalendarColumn => ({
  key: 'k',
  date: '2026-12-02',
  consultantId: 3,
  label: 'Ada Lovelace',
  ...over,
});

const consultant = (
  id: number,
  firstname: string,
  services: { id: number; service_id: number }[],
) =>
  ({
    id,
    admin_id: id + 100,
    business_id: 10,
    admin: { id: id + 100, firstname, lastname: 'Owner', full_name: `${firstname} Owner` },
    services: services.map((s) => ({ ...s, consultant_id: id, name: `Service ${s.service_id}` })),
  }) as unknown as Consultant;

describe('moveFromDrop', () => {
  const appointment = makeAppointment({
    date: '2026-12-02',
    start_time: '13:30',
    end_time: '14:30',
    consultant_id: 3,
  });

  it('snaps the start to the step and keeps the length', () => {
    expect(moveFromDrop(appointment, { column: column(), deltaMinutes: 40 })).toEqual({
      date: '2026-12-02',
      start_time: '14:15',
      end_time: '15:15',
      consultant_id: 3,
    });
    expect(moveFromDrop(appointment, { column: column(), deltaMinutes: -52 }, 30)?.start_time).toBe(
      '12:30',
    );
  });

  it("takes the column's consultant and date, or keeps the appointment's consultant in a week column of everyone", () => {
    expect(
      moveFromDrop(appointment, { column: column({ consultantId: 4 }), deltaMinutes: 0 }),
    ).toMatchObject({
      consultant_id: 4,
      start_time: '13:30',
    });
    expect(
      moveFromDrop(appointment, {
        column: column({ date: '2026-12-04', consultantId: null }),
        deltaMinutes: 0,
      }),
    ).toEqual({ date: '2026-12-04', start_time: '13:30', end_time: '14:30', consultant_id: 3 });
  });

  it('keeps the block inside the day', () => {
    expect(moveFromDrop(appointment, { column: column(), deltaMinutes: -2000 })?.start_time).toBe(
      '00:00',
    );
    expect(moveFromDrop(appointment, { column: column(), deltaMinutes: 2000 })).toMatchObject({
      start_time: '22:45',
      end_time: '23:45',
    });
  });

  it('is null when the drop leaves it where it was', () => {
    expect(moveFromDrop(appointment, { column: column(), deltaMinutes: 6 })).toBeNull();
  });
});

describe('moveBody', () => {
  const appointment = makeAppointment({
    services: [{ id: 1, service_id: 5, consultant_service_id: 31, name: 'Haircut', price: 5000 }],
    selected_consultant_services: [31],
    tip: 500,
  });
  const move = { date: '2026-12-03', start_time: '10:00', end_time: '11:00', consultant_id: 3 };

  it("sends what the dialog's Update sends, with the new place, and leaves the tip alone", () => {
    const body = moveBody(appointment, move, []);
    expect(body).toEqual({
      customer_type: 'user',
      customerable_id: 7,
      customer_timezone_id: null,
      consultant_id: 3,
      date: '2026-12-03',
      start_time: '10:00',
      end_time: '11:00',
      services: [31],
      status: 'active',
      pay_now: 1,
    });
    expect(body).not.toHaveProperty('tip');
  });

  it("swaps the services for the new consultant's offerings of the same services", () => {
    const consultants = [consultant(4, 'Alex', [{ id: 44, service_id: 5 }])];
    expect(moveBody(appointment, { ...move, consultant_id: 4 }, consultants).services).toEqual([
      44,
    ]);
  });

  it('refuses a consultant who does not offer one of the services', () => {
    const consultants = [consultant(4, 'Alex', [{ id: 45, service_id: 6 }])];
    expect(() => moveBody(appointment, { ...move, consultant_id: 4 }, consultants)).toThrow(
      new ServiceNotOfferedError('Alex Owner does not offer Haircut.'),
    );
  });
});

describe('the view', () => {
  it('reads the search params, dropping what it does not understand', () => {
    expect(validateCalendarSearch({ view: 'week', date: '2026-12-02', consultant: '3' })).toEqual({
      view: 'week',
      date: '2026-12-02',
      consultant: 3,
    });
    expect(validateCalendarSearch({ view: 'month', date: '2026-02-30', consultant: 'x' })).toEqual(
      {},
    );
  });

  it('spans Monday to Sunday in week view, and steps a day or a week', () => {
    expect(visibleDays('week', '2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(visibleDays('week', '2026-11-29')[0]).toBe('2026-11-23');
    expect(shiftView('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftView('week', '2026-12-02', -1)).toBe('2026-11-25');
  });

  it("takes today from the business's clock", () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in Toronto.
    expect(businessToday('America/Toronto', Date.parse('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });

  it('has a column per consultant in day view and per day in week view', () => {
    const consultants = [consultant(3, 'Ada', []), consultant(4, 'Alex', [])];
    expect(
      calendarColumns('day', '2026-12-02', consultants, undefined).map((c) => c.label),
    ).toEqual(['Ada Owner', 'Alex Owner']);
    expect(calendarColumns('day', '2026-12-02', consultants, 4).map((c) => c.consultantId)).toEqual(
      [4],
    );
    const week = calendarColumns('week', '2026-12-02', consultants, 4);
    expect(week.map((c) => c.label)[0]).toBe('Mon 2026/11/30');
    expect(week.every((c) => c.consultantId === 4)).toBe(true);
  });

  it('spans the widest opening hours, widened to any appointment outside them; 7:00 to 21:00 unknown', () => {
    const day = (work_start_time: string, work_end_time: string, is_active: 0 | 1 = 1) =>
      ({ work_start_time, work_end_time, is_active }) as BusinessDay;
    expect(gridHours(undefined, [])).toEqual({ start: 420, end: 1260 });
    expect(
      gridHours([day('09:00', '17:30'), day('10:00', '19:00'), day('05:00', '23:00', 0)], []),
    ).toEqual({
      start: 540,
      end: 1140,
    });
    expect(
      gridHours(
        [day('09:00', '17:00')],
        [makeAppointment({ start_time: '08:15', end_time: '08:45' })],
      ).start,
    ).toBe(480);
  });

  it('puts overlapping appointments side by side', () => {
    const lanes = laneLayout([
      makeAppointment({ id: 1, start_time: '10:00', end_time: '11:00' }),
      makeAppointment({ id: 2, start_time: '10:30', end_time: '11:30' }),
      makeAppointment({ id: 3, start_time: '12:00', end_time: '12:30' }),
    ]);
    expect(lanes.get(1)).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get(2)).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get(3)).toEqual({ lane: 0, lanes: 1 });
  });

  it('names a block with its customer, services, times and consultant', () => {
    const appointment = makeAppointment({
      customerable: { id: 7, firstname: 'Olivia', lastname: 'Martin', full_name: 'Olivia Martin' },
      services: [
        { id: 1, service_id: 5, consultant_service_id: 31, name: "Men's cut", price: 5000 },
      ],
      start_time: '10:00',
      end_time: '10:30',
    });
    expect(blockExtra(appointment, 'Alex Owner')).toBe(', with Alex Owner');
    expect(blockExtra({ ...appointment, status: 'cancelled' }, undefined)).toBe(', cancelled');
    expect(blockExtra(appointment, undefined)).toBe('');
  });
});

describe('the calendar in another language', () => {
  it('names week columns with the language’s weekdays, and nameless consultants its way', () => {
    expect(dayLabel('2026-12-02')).toBe('Wed 2026/12/02');
    expect(dayLabel('2026-12-02', 'fr-CA')).toBe('mer. 2026/12/02');
    const nameless = { id: 9, admin: null } as unknown as Consultant;
    expect(consultantName(nameless)).toBe('Consultant 9');
    expect(consultantName(nameless, (id) => `Conseiller ${id}`)).toBe('Conseiller 9');
    const columns = calendarColumns('day', '2026-12-02', [nameless], undefined, {
      consultant: (c) => consultantName(c, (id) => `Conseiller ${id}`),
      day: (d) => dayLabel(d, 'fr-CA'),
    });
    expect(columns.map((c) => c.label)).toEqual(['Conseiller 9']);
    expect(
      calendarColumns('week', '2026-12-02', [], undefined, {
        consultant: () => '',
        day: (d) => dayLabel(d, 'fr-CA'),
      })[0]!.label,
    ).toBe('lun. 2026/11/30');
  });

  it('words a block’s hidden text and a refused move in the language given', () => {
    const appointment = makeAppointment({ status: 'cancelled' });
    const words = { with: (name: string) => `avec ${name}`, status: () => 'annulé' };
    expect(blockExtra(appointment, 'Alex Owner', words)).toBe(', avec Alex Owner, annulé');
    const error = new ServiceNotOfferedError(
      'Alex Owner does not offer Haircut.',
      'Alex Owner',
      'Haircut',
    );
    expect([error.consultant, error.service]).toEqual(['Alex Owner', 'Haircut']);
  });

  it('writes French headings with the month’s name, the first as "1er"', () => {
    expect(headingDate('2026-12-02', 'en', true)).toBe('2026/12/02');
    expect(headingDate('2026-12-02', 'fr-CA', true)).toBe('mercredi 2 décembre 2026');
    expect(headingDate('2026-12-01', 'fr-CA', false)).toBe('1er décembre 2026');
  });
});
