import {
  timeToMinutes,
  wallDate,
  wallDayStart,
  zoneOffsetMs,
  type Appointment,
  type BusinessDay,
  type Consultant,
  type UpdateAppointmentInput,
} from '@rendezvous/domain';
import { seriesDate } from '../series/occurrence-text';
import type { CalendarView } from './calendar-search';

export type { CalendarSearch, CalendarView } from './calendar-search';

const DAY_MS = 86_400_000;

/** The date `days` after `date` (both YYYY-MM-DD), counted on the calendar, not in hours. */
export function addDays(date: string, days: number): string {
  return wallDate(wallDayStart(date) + days * DAY_MS);
}

/** The Monday of the week holding `date`: the business week the opening hours list starts on. */
export function weekStart(date: string): string {
  const weekday = new Date(wallDayStart(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The days a view shows, first to last. */
export function visibleDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where previous / next lead: a day or a week away. */
export function shiftView(view: CalendarView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/** Today on the business's clock (not the browser's): the table shows times the same way. */
export function businessToday(timeZone: string | undefined, now = Date.now()): string {
  if (!timeZone) return wallDate(now - new Date(now).getTimezoneOffset() * 60_000);
  try {
    return wallDate(now + zoneOffsetMs(now, timeZone));
  } catch {
    return wallDate(now);
  }
}

/** The hours the grid spans when the opening hours are not known. */
export const DEFAULT_HOURS = { start: 7 * 60, end: 21 * 60 } as const;

/**
 * The grid's first and last minute: the business's widest opening hours, widened to whole hours
 * and to any appointment outside them (an override booking must not vanish off the grid).
 */
export function gridHours(
  days: readonly BusinessDay[] | undefined,
  appointments: readonly Appointment[],
) {
  const open = (days ?? []).filter((d) => d.is_active === 1);
  let start: number = open.length
    ? Math.min(...open.map((d) => timeToMinutes(d.work_start_time)))
    : DEFAULT_HOURS.start;
  let end: number = open.length
    ? Math.max(...open.map((d) => timeToMinutes(d.work_end_time)))
    : DEFAULT_HOURS.end;
  for (const a of appointments) {
    start = Math.min(start, timeToMinutes(a.start_time));
    end = Math.max(end, timeToMinutes(a.end_time));
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** "HH:mm" of minutes since midnight. */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A column of the grid: one consultant on one day. */
export interface CalendarColumn {
  key: string;
  date: string;
  consultantId: number | null;
  label: string;
}

/** How columns are named in the page's language: a consultant, a day. English by default. */
export interface ColumnLabels {
  consultant(c: Consultant): string;
  day(date: string): string;
}

const ENGLISH_LABELS: ColumnLabels = {
  consultant: (c) => consultantName(c),
  day: (d) => dayLabel(d),
};

/** Day view: a column per consultant. Week view: a column per day, for everyone or the one picked. */
export function calendarColumns(
  view: CalendarView,
  date: string,
  consultants: readonly Consultant[],
  consultantId: number | undefined,
  labels: ColumnLabels = ENGLISH_LABELS,
): CalendarColumn[] {
  if (view === 'day') {
    const shown =
      consultantId === undefined ? consultants : consultants.filter((c) => c.id === consultantId);
    return shown.map((c) => ({
      key: `${date}|${c.id}`,
      date,
      consultantId: c.id,
      label: labels.consultant(c),
    }));
  }
  return visibleDays('week', date).map((day) => ({
    key: `${day}|${consultantId ?? 'all'}`,
    date: day,
    consultantId: consultantId ?? null,
    label: labels.day(day),
  }));
}

/** A consultant's name; one without an admin is named by `unnamed` ("Consultant 3" in English). */
export function consultantName(
  c: Consultant,
  unnamed: (id: number) => string = (id) => `Consultant ${id}`,
): string {
  return c.admin ? `${c.admin.firstname} ${c.admin.lastname}`.trim() : unnamed(c.id);
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Mon 2026/11/30" ("lun. 2026/11/30" in French): the week view's column heading. */
export function dayLabel(date: string, locale = 'en-CA'): string {
  if (!locale.startsWith('en')) return seriesDate(date, locale);
  return `${WEEKDAY_NAMES[new Date(wallDayStart(date)).getUTCDay()]} ${date.replaceAll('-', '/')}`;
}

/** Whether an appointment belongs in a column. */
export function inColumn(appointment: Appointment, column: CalendarColumn): boolean {
  return (
    appointment.date === column.date &&
    (column.consultantId === null || appointment.consultant_id === column.consultantId)
  );
}

/**
 * Side-by-side lanes for the appointments of one column that overlap (several consultants in a
 * week column, or a double booking): each gets its lane and how many lanes its group needs.
 */
export function laneLayout(
  appointments: readonly Appointment[],
): Map<number, { lane: number; lanes: number }> {
  const sorted = [...appointments].sort(
    (a, b) => timeToMinutes(a.start_time) - timeToMinutes(b.start_time) || a.id - b.id,
  );
  const result = new Map<number, { lane: number; lanes: number }>();
  let group: { id: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) result.set(g.id, { lane: g.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const a of sorted) {
    const start = timeToMinutes(a.start_time);
    const end = timeToMinutes(a.end_time);
    if (start >= groupEnd) close();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    group.push({ id: a.id, lane });
    groupEnd = Math.max(groupEnd, end);
  }
  close();
  return result;
}

/** Where a block was dropped: the column under the pointer and how far it was dragged. */
export interface CalendarDrop {
  column: CalendarColumn;
  /** Minutes the block moved up (negative) or down, before snapping. */
  deltaMinutes: number;
}

/** The new place of a dropped appointment, as the PUT of a move carries it. */
export interface AppointmentMove {
  date: string;
  start_time: string;
  end_time: string;
  consultant_id: number;
}

/**
 * Turns a drop into the appointment's new date, times and consultant: the start snaps to the
 * step (the business's slot step), the length is kept, and the block stays inside the day.
 * Null when the drop leaves it where it was.
 */
export function moveFromDrop(
  appointment: Pick<Appointment, 'date' | 'start_time' | 'end_time' | 'consultant_id'>,
  drop: CalendarDrop,
  step = 15,
): AppointmentMove | null {
  const start = timeToMinutes(appointment.start_time);
  const length = timeToMinutes(appointment.end_time) - start;
  const wanted = start + drop.deltaMinutes;
  // The day's last time is 23:59: the latest start on the step still ends by then.
  const latest = Math.floor((24 * 60 - 1 - length) / step) * step;
  const snapped = Math.min(Math.max(0, Math.round(wanted / step) * step), latest);
  const move: AppointmentMove = {
    date: drop.column.date,
    start_time: minutesToTime(snapped),
    end_time: minutesToTime(snapped + length),
    consultant_id: drop.column.consultantId ?? appointment.consultant_id,
  };
  const unchanged =
    move.date === appointment.date &&
    snapped === start &&
    move.consultant_id === appointment.consultant_id;
  return unchanged ? null : move;
}

/** Why a move to another consultant cannot be sent: a service they do not offer. */
export class ServiceNotOfferedError extends Error {
  // Private: the error stays equal to one made from its English message alone.
  readonly #names: { consultant?: string; service?: string };
  constructor(message: string, consultant?: string, service?: string) {
    super(message);
    this.#names = { consultant, service };
  }
  /** The consultant's name, when known: the screen words the refusal in its language. */
  get consultant() {
    return this.#names.consultant;
  }
  get service() {
    return this.#names.service;
  }
}

/**
 * The PUT body of a move: what the appointment dialog sends on Update (its customer, services,
 * status and payment unchanged) with the new date, times and consultant. The tip is left out:
 * the dialog's form has no tip, and a move must not change it. Moving to another consultant
 * swaps each chosen service for that consultant's offering of the same service.
 */
export function moveBody(
  appointment: Appointment,
  move: AppointmentMove,
  consultants: readonly Consultant[],
): UpdateAppointmentInput {
  let services: number[] =
    appointment.selected_consultant_services ??
    (appointment.services ?? []).flatMap((s) =>
      s.consultant_service_id === null ? [] : [s.consultant_service_id],
    );
  if (move.consultant_id !== appointment.consultant_id) {
    const target = consultants.find((c) => c.id === move.consultant_id);
    const offered = target?.services ?? [];
    services = (appointment.services ?? []).map((s) => {
      const same = offered.find((o) => o.service_id === s.service_id);
      if (!same) {
        const known = target ? consultantName(target) : undefined;
        throw new ServiceNotOfferedError(
          `${known ?? 'this consultant'} does not offer ${s.name}.`,
          known,
          s.name,
        );
      }
      return same.id;
    });
  }
  return {
    customer_type: appointment.customer_type,
    customerable_id: appointment.customerable_id,
    customer_timezone_id: appointment.customer_timezone_id,
    consultant_id: move.consultant_id,
    date: move.date,
    start_time: move.start_time,
    end_time: move.end_time,
    services,
    status: appointment.status,
    pay_now: appointment.pay_now as 0 | 1,
  };
}

/** A block's hidden words in the page's language: "with Ada Lovelace", "cancelled". */
export interface BlockWords {
  with(consultant: string): string;
  status(status: Appointment['status']): string;
}

const ENGLISH_BLOCK_WORDS: BlockWords = { with: (name) => `with ${name}`, status: (s) => s };

/**
 * What a block says only to screen readers, after its visible text (customer, times, services):
 * whose appointment it is and, unless active, its status. The visible text is the start of the
 * button's name, so what is seen and what is heard never disagree.
 */
export function blockExtra(
  appointment: Appointment,
  consultantLabel: string | undefined,
  words: BlockWords = ENGLISH_BLOCK_WORDS,
): string {
  const parts: string[] = [];
  if (consultantLabel) parts.push(words.with(consultantLabel));
  if (appointment.status !== 'active') parts.push(words.status(appointment.status));
  return parts.length ? `, ${parts.join(', ')}` : '';
}
