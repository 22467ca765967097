import { AppError, CustomerMessages, ErrorCode } from '@rendezvous/domain';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessSettings, businesses } from '../../db/schema';
import { requestLanguage } from '../../notifications/account-mails';

export interface LiveSite {
  id: number;
  name: string;
  email: string | null;
  time_zone: string;
  subdomain: string;
  booking_horizon_days: number;
  /** The booking rules its free times follow (issue 25). */
  minimum_notice_minutes: number;
  slot_step_minutes: number;
  max_appointments_per_consultant_day: number | null;
  /** How many appointments a signed-in customer may book as one series (0: none). */
  online_series_max: number;
}

/** What a LiveSite reads of its business, with its status (the waitlist reads it by id). */
export const liveSiteColumns = {
  id: businesses.id,
  name: businesses.name,
  email: businesses.email,
  time_zone: businesses.time_zone,
  subdomain: businesses.subdomain,
  booking_horizon_days: businesses.booking_horizon_days,
  minimum_notice_minutes: businesses.minimum_notice_minutes,
  slot_step_minutes: businesses.slot_step_minutes,
  max_appointments_per_consultant_day: businesses.max_appointments_per_consultant_day,
  online_series_max: businesses.online_series_max,
  status: businesses.status,
};

/**
 * The business whose site is published at `subdomain` (any case). Unknown: 404; offline or a
 * business that is not active: 403. Neither message repeats the subdomain.
 */
export async function loadLiveSite(db: Db, subdomain: string): Promise<LiveSite> {
  const [row] = await db
    .select({ ...liveSiteColumns, is_live: businesses.is_live })
    .from(businesses)
    .where(eq(sql`lower(${businesses.subdomain})`, subdomain.trim().toLowerCase()))
    .limit(1);
  if (!row?.subdomain) throw new AppError(ErrorCode.NotFound, CustomerMessages.siteNotFound);
  if (row.is_live !== 1 || row.status !== 'active') {
    throw new AppError(ErrorCode.Forbidden, CustomerMessages.siteNotPublished);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    time_zone: row.time_zone,
    subdomain: row.subdomain,
    booking_horizon_days: row.booking_horizon_days,
    minimum_notice_minutes: row.minimum_notice_minutes,
    slot_step_minutes: row.slot_step_minutes,
    max_appointments_per_consultant_day: row.max_appointments_per_consultant_day,
    online_series_max: row.online_series_max,
  };
}

/**
 * Whether the business switched a setting off. A setting the business never saved counts as
 * on, so a new business's live site takes bookings and sends confirmations.
 */
export async function settingOff(
  db: Db,
  businessId: number,
  code: 'online_booking' | 'email_notifications',
) {
  const [row] = await db
    .select({ is_active: businessSettings.is_active })
    .from(businessSettings)
    .where(
      and(eq(businessSettings.business_id, businessId), eq(businessSettings.setting_code, code)),
    );
  return row?.is_active === 0;
}

/** Refuses booking on a site whose business turned online booking off. */
export async function assertOnlineBooking(db: Db, site: LiveSite): Promise<void> {
  if (await settingOff(db, site.id, 'online_booking')) {
    throw new AppError(ErrorCode.Forbidden, CustomerMessages.onlineBookingOff);
  }
}

/** The language the site was in when the customer booked: their messages are written in it. */
export function bookingLanguage(request: FastifyRequest): 'en-CA' | 'fr-CA' {
  return requestLanguage(request);
}
