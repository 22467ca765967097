/**
 * Booking rules (issue 25): what a business holds every booking to beyond its hours. No zod
 * here, so a screen that only shows the rules does not load the schemas.
 *
 * - Buffers, per business service: minutes the consultant is busy before and after an
 *   appointment (getting ready, cleaning up). The customer never sees them; the consultant's
 *   busy interval is the appointment widened by the first service's buffer before and the last
 *   service's buffer after, and no two busy intervals of a consultant may overlap.
 * - Minimum notice, per business: how long ahead of its start a booking must be made.
 * - Slot step, per business: how far apart the offered start times are.
 * - A per-day limit of appointments per consultant, per business (optional).
 */

/** A business service's buffers: minutes, from none to four hours, in steps of five. */
export const BUFFER_MINUTES = { min: 0, max: 240, step: 5 } as const;

/** Minutes ahead of its start a booking must be made unless the business chooses otherwise. */
export const DEFAULT_MINIMUM_NOTICE_MINUTES = 120;
/** The longest minimum notice: 30 days. */
export const MAX_MINIMUM_NOTICE_MINUTES = 43_200;

/** The slot steps a business may choose (minutes); 15 unless it chooses otherwise. */
export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
export type SlotStep = (typeof SLOT_STEPS)[number];
export const DEFAULT_SLOT_STEP_MINUTES: SlotStep = 15;

/** The highest per-day limit of appointments per consultant a business may set. */
export const MAX_APPOINTMENTS_PER_CONSULTANT_DAY = 100;

/** How long a time freed for the waitlist is held for its customer, by default and at most (minutes). */
export const WAITLIST_HOLD_MINUTES = { default: 30, min: 5, max: 1440 } as const;

/**
 * How many appointments a signed-in customer may book as one repeating series on the site: 0
 * (the default) takes none online; at most the customer's open-bookings budget
 * (CUSTOMER_OPEN_BOOKINGS), which each occurrence spends.
 */
export const ONLINE_SERIES_MAX = { default: 0, min: 2, max: 10 } as const;

const MINUTE = 60_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A notice in the largest unit that writes it whole: 120 is '2 hours', 1440 '1 day'. */
export function formatNotice(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes > 0 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** The earliest instant (epoch ms) a booking made at `nowMs` may start. */
export function earliestStart(nowMs: number, noticeMinutes: number): number {
  return nowMs + noticeMinutes * MINUTE;
}

/** Whether a booking starting at `startsAtMs`, made at `nowMs`, is inside the notice. */
export function isInsideNotice(startsAtMs: number, nowMs: number, noticeMinutes: number): boolean {
  return startsAtMs < earliestStart(nowMs, noticeMinutes);
}

/** The buffer minutes of a business service. */
export interface ServiceBuffers {
  buffer_before_minutes: number;
  buffer_after_minutes: number;
}

/**
 * The buffers of an appointment holding `services` one after the other: the first one's
 * before and the last one's after (between its own services the consultant is already busy).
 */
export function appointmentBuffers(services: readonly ServiceBuffers[]): {
  before: number;
  after: number;
} {
  return {
    before: services[0]?.buffer_before_minutes ?? 0,
    after: services.at(-1)?.buffer_after_minutes ?? 0,
  };
}

/** The consultant's busy interval of an appointment: its times widened by its buffers. */
export function busyInterval(
  startsAt: Date,
  endsAt: Date,
  buffers: { before: number; after: number },
): { busy_from: Date; busy_until: Date } {
  return {
    busy_from: new Date(startsAt.getTime() - buffers.before * MINUTE),
    busy_until: new Date(endsAt.getTime() + buffers.after * MINUTE),
  };
}

/** Whether a consultant holding `booked` appointments on a day may take no more. */
export function isDayFull(booked: number, limit: number | null | undefined): boolean {
  return limit !== null && limit !== undefined && booked >= limit;
}
