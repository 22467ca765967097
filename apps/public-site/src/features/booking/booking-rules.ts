import {
  weekDayOf,
  type PublicConsultant,
  type PublicSite,
  type PublicTimeSlot,
  type Timezone,
} from '@rendezvous/domain';

/** The steps of booking, in order. */
export const BOOKING_STEPS = [
  'services',
  'consultant',
  'date',
  'time',
  'details',
  'payment',
  'summary',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** Consultants who offer every chosen service (and are not away). */
export function consultantsFor(
  site: PublicSite,
  serviceIds: readonly number[],
): PublicConsultant[] {
  return site.consultants.filter(
    (c) => c.is_away !== 1 && serviceIds.every((id) => c.services.some((s) => s.service_id === id)),
  );
}

/**
 * Whether a date (YYYY-MM-DD) has no hours to book: the business is closed that week day, or
 * none of `consultants` (the one chosen, or every one who could take the services) works it.
 */
export function isClosedDay(
  site: PublicSite,
  date: string,
  consultants: readonly PublicConsultant[],
): boolean {
  const weekDay = weekDayOf(date);
  const open = site.business.days.some((d) => d.day === weekDay && d.is_active === 1);
  return !open || !consultants.some((c) => c.work_days.includes(weekDay));
}

/**
 * The chosen services a consultant charges at their own price rather than the list price, to
 * show in the consultant step (hidden prices are null and never compared).
 */
export function ownPrices(
  site: PublicSite,
  consultant: PublicConsultant,
  serviceIds: readonly number[],
): { name: string; price: number; listPrice: number }[] {
  return serviceIds.flatMap((id) => {
    const listPrice = site.services.find((s) => s.id === id)?.price ?? null;
    const own = consultant.services.find((s) => s.service_id === id);
    if (!own || own.price === null || listPrice === null || own.price === listPrice) return [];
    return [{ name: own.name, price: own.price, listPrice }];
  });
}

/** Today's date (YYYY-MM-DD) on a time zone's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The visitor's own time zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The id the API knows the visitor's time zone by, when it knows it. */
export function timezoneIdOf(
  zones: readonly Timezone[] | undefined,
  name: string,
): number | undefined {
  return zones?.find((zone) => zone.name === name)?.id;
}

/** The times a slot shows: on the customer's clock when the API gave them, else the business's. */
export function slotTimes(slot: PublicTimeSlot): { date?: string; start: string; end: string } {
  return slot.customer_start_time && slot.customer_end_time
    ? { date: slot.customer_date, start: slot.customer_start_time, end: slot.customer_end_time }
    : { start: slot.start_time, end: slot.end_time };
}

export const slotKey = (slot: PublicTimeSlot) => `${slot.consultant_id}-${slot.start_time}`;

/** A file name for the calendar entry: letters and digits of the business's name. */
export function icsFileName(businessName: string): string {
  const base = businessName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${base || 'appointment'}.ics`;
}
