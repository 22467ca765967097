import { AppError, ErrorCode, WaitlistMessages, activityNote, toE164 } from '@rendezvous/domain';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import {
  admins,
  businesses,
  consultants,
  guests,
  services,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../db/schema';
import { localDate, zonedInstant } from '../db/time-zones';
import type { MailGateway } from '../gateways/mail';
import type { SmsGateway } from '../gateways/sms';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { formatWhen, type Language } from '../notifications/render';
import { isOptedOut, messageSettings } from '../notifications/appointment-messages';
import type { MessageLinks } from '../notifications/links';
import { resolveBooking } from '../routes/appointments/booking';
import { publicFreeTimes } from '../routes/customer-auth/times';
import { liveSiteColumns, type LiveSite } from '../routes/customer-auth/site';
import { recordActivity } from './activities';

/*
 * The waitlist's engine (issue 25). A time freed by a cancellation, a move, a deleted
 * appointment or removed time off is handed on by a job added in the transaction that frees
 * it; the job offers it to the first matching entries (first come, first served), each offer
 * holding its time for the business's hold and sent by e-mail (and SMS when the business
 * sends them) with a one-click confirm link. When a hold runs out, its time is handed on
 * again, to the next entry.
 */

export const WAITLIST_QUEUE = 'waitlist';

/** How many offers one freed time makes at most (a freed week could suit many entries). */
const OFFERS_PER_FREED_TIME = 10;
/** How many entries one freed time looks at, oldest first. */
const ENTRIES_PER_FREED_TIME = 50;
/** The longest span of dates one freed time is looked at over. */
const FREED_DAYS_MAX = 31;
const DAY_MS = 86_400_000;

/** A time given up: an appointment's, or time off removed (consultantId null: a closure, everyone's). */
export interface FreedTime {
  businessId: number;
  consultantId: number | null;
  from: Date;
  to: Date;
  /** What freed it, e.g. "appointment:12": with the interval, the job's key. */
  source: string;
}

/**
 * Hands a freed time on to the waitlist, in the transaction that frees it: the job exists if
 * and only if the change commits. A time already past hands nothing on.
 */
export async function handOnFreedTime(tx: Tx, jobs: JobQueue, freed: FreedTime): Promise<void> {
  if (freed.to.getTime() <= clock.ms()) return;
  const from = freed.from.toISOString();
  const to = freed.to.toISOString();
  await jobs.add(tx, {
    queue: WAITLIST_QUEUE,
    data: { kind: 'freed', businessId: freed.businessId, consultantId: freed.consultantId, from, to },
    key: ['waitlist', 'freed', freed.source, from, to].join(':'),
    dueAt: clock.now(),
  });
}

export interface WaitlistDeps {
  db: Db;
  jobs: JobQueue;
  mail: MailGateway;
  sms: SmsGateway;
  links: MessageLinks;
  log: FastifyBaseLogger;
}

/** Runs one job of the waitlist queue. */
export async function runWaitlistJob(deps: WaitlistDeps, data: Record<string, unknown>): Promise<void> {
  if (data.kind === 'freed') {
    await offerFreedTime(deps, {
      businessId: Number(data.businessId),
      consultantId: data.consultantId === null ? null : Number(data.consultantId),
      from: new Date(String(data.from)),
      to: new Date(String(data.to)),
    });
  } else if (data.kind === 'send') {
    await sendOffer(deps, Number(data.offerId));
  } else if (data.kind === 'expire') {
    await expireOffer(deps, Number(data.offerId));
  }
}

type Business = LiveSite & { waitlist_hold_minutes: number };

async function loadBusiness(db: Db, businessId: number): Promise<Business | null> {
  const [row] = await db
    .select({ ...liveSiteColumns, waitlist_hold_minutes: businesses.waitlist_hold_minutes })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row?.subdomain || row.status !== 'active') return null;
  const { status: _active, ...business } = row;
  return { ...business, subdomain: row.subdomain };
}

/** The business's local dates [from, to) touches, today's and later, at most FREED_DAYS_MAX. */
function datesOf(from: Date, to: Date, timeZone: string): string[] {
  const first = localDate(new Date(Math.max(from.getTime(), clock.ms())), timeZone);
  const last = localDate(new Date(to.getTime() - 1), timeZone);
  const dates: string[] = [];
  for (let d = first; d <= last && dates.length < FREED_DAYS_MAX; ) {
    dates.push(d);
    d = new Date(Date.parse(`${d}T00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  return dates;
}

interface FoundTime {
  consultant_id: number;
  consultant_service_id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
}

type Entry = Pick<
  typeof waitlistEntries.$inferSelect,
  'id' | 'customer_type' | 'customerable_id' | 'service_id' | 'consultant_id' | 'from_date' | 'to_date'
>;

/**
 * The first free time inside [from, to) for an entry: its service, with its consultant (or
 * the freed time's, or anyone), on its dates. The public site's free times decide, so every
 * rule a booking keeps (hours, buffers, notice, horizon, time off, other holds) holds here.
 */
async function findTimeFor(
  db: Db,
  business: Business,
  entry: Entry,
  freed: { consultantId: number | null; from: Date; to: Date },
  dates: string[],
): Promise<FoundTime | null> {
  const consultantId = entry.consultant_id ?? freed.consultantId ?? undefined;
  for (const date of dates) {
    if (date < entry.from_date || date > entry.to_date) continue;
    const slots = await publicFreeTimes(
      db,
      business,
      { date, service_ids: [entry.service_id], consultant_id: consultantId },
      clock.ms(),
    );
    for (const slot of slots) {
      const starts_at = zonedInstant(date, slot.start_time, business.time_zone);
      const ends_at = zonedInstant(date, slot.end_time, business.time_zone);
      if (starts_at < freed.from || ends_at > freed.to) continue;
      return {
        consultant_id: slot.consultant_id,
        consultant_service_id: slot.consultant_service_ids[0]!,
        date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        starts_at,
        ends_at,
      };
    }
  }
  return null;
}

/**
 * Offers a freed time to the waiting entries it suits, oldest first: each gets the first free
 * time of it that fits their service (a freed hour can hold two half-hour offers). An entry
 * offered the same start with the same consultant before (and let it go) is passed over.
 */
export async function offerFreedTime(
  deps: WaitlistDeps,
  freed: { businessId: number; consultantId: number | null; from: Date; to: Date },
): Promise<number> {
  const { db } = deps;
  const business = await loadBusiness(db, freed.businessId);
  if (!business) return 0;
  const dates = datesOf(freed.from, freed.to, business.time_zone);
  if (dates.length === 0) return 0;
  const entries = await db
    .select({
      id: waitlistEntries.id,
      customer_type: waitlistEntries.customer_type,
      customerable_id: waitlistEntries.customerable_id,
      service_id: waitlistEntries.service_id,
      consultant_id: waitlistEntries.consultant_id,
      from_date: waitlistEntries.from_date,
      to_date: waitlistEntries.to_date,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.business_id, business.id),
        eq(waitlistEntries.status, 'waiting'),
        lte(waitlistEntries.from_date, dates.at(-1)!),
        gte(waitlistEntries.to_date, dates[0]!),
        freed.consultantId === null
          ? undefined
          : or(isNull(waitlistEntries.consultant_id), eq(waitlistEntries.consultant_id, freed.consultantId)),
      ),
    )
    .orderBy(asc(waitlistEntries.created_at), asc(waitlistEntries.id))
    .limit(ENTRIES_PER_FREED_TIME);

  let made = 0;
  for (const entry of entries) {
    if (made >= OFFERS_PER_FREED_TIME) break;
    const time = await findTimeFor(db, business, entry, freed, dates);
    if (!time) continue;
    if (await makeOffer(deps, business, entry, time)) made += 1;
  }
  if (made > 0) deps.jobs.nudge();
  return made;
}

/**
 * Holds `time` for the entry's customer, in one transaction: the offer, the entry marked
 * offered, the message to send and the hold's end, as jobs. Answers false when the entry is
 * no longer waiting, was offered this start before, or the time is no longer bookable.
 */
async function makeOffer(deps: WaitlistDeps, business: Business, entry: Entry, time: FoundTime): Promise<boolean> {
  const { db, jobs } = deps;
  let booked;
  try {
    booked = await resolveBooking(
      db,
      business.id,
      {
        consultant_id: time.consultant_id,
        customer_type: entry.customer_type,
        customerable_id: entry.customerable_id,
        date: time.date,
        start_time: time.start_time,
        end_time: time.end_time,
        services: [time.consultant_service_id],
        tip: 0,
      },
      { checkHours: true },
    );
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  const expiresAt = new Date(clock.ms() + business.waitlist_hold_minutes * 60_000);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry.id))
      .for('update');
    if (current?.status !== 'waiting') return false;
    return insertOffer(tx, jobs, business, entry, time, booked, expiresAt);
  });
}

async function insertOffer(
  tx: Tx,
  jobs: JobQueue,
  business: Business,
  entry: Entry,
  time: FoundTime,
  booked: { busy_from: Date; busy_until: Date; consultant: { admin_id: number }; customer: { full_name: string } },
  expiresAt: Date,
): Promise<boolean> {
  const [before] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.entry_id, entry.id),
        eq(waitlistOffers.consultant_id, time.consultant_id),
        eq(waitlistOffers.starts_at, time.starts_at),
      ),
    )
    .limit(1);
  if (before) return false;
  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      business_id: business.id,
      entry_id: entry.id,
      consultant_id: time.consultant_id,
      consultant_service_id: time.consultant_service_id,
      date: time.date,
      start_time: time.start_time,
      end_time: time.end_time,
      starts_at: time.starts_at,
      ends_at: time.ends_at,
      busy_from: booked.busy_from,
      busy_until: booked.busy_until,
      expires_at: expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: waitlistOffers.id });
  if (!offer) return false;
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', updated_at: clock.now() })
    .where(eq(waitlistEntries.id, entry.id));
  await jobs.add(tx, {
    queue: WAITLIST_QUEUE,
    data: { kind: 'send', offerId: offer.id },
    key: `waitlist:send:${offer.id}`,
    dueAt: clock.now(),
  });
  await jobs.add(tx, {
    queue: WAITLIST_QUEUE,
    data: { kind: 'expire', offerId: offer.id },
    key: `waitlist:expire:${offer.id}`,
    dueAt: expiresAt,
  });
  await recordActivity(tx, {
    businessId: business.id,
    adminId: booked.consultant.admin_id,
    initiator: { type: entry.customer_type, id: entry.customerable_id },
    receiver: { type: entry.customer_type, id: entry.customerable_id },
    type: 'event',
    note: activityNote('waitlistOffered', {
      date: time.date,
      start: time.start_time,
      end: time.end_time,
      name: booked.customer.full_name,
      until: expiresAt.toISOString(),
    }),
    startDate: time.starts_at,
    endDate: time.ends_at,
  });
  return true;
}

/** What the offer message and the offer page read of an offer. */
export async function loadOffer(db: Db | Tx, offerId: number) {
  const [row] = await db
    .select({
      offer: waitlistOffers,
      entry: {
        id: waitlistEntries.id,
        status: waitlistEntries.status,
        customer_type: waitlistEntries.customer_type,
        customerable_id: waitlistEntries.customerable_id,
      },
      service_name: services.name,
      consultant_first: admins.firstname,
      consultant_last: admins.lastname,
      consultant_admin_id: consultants.admin_id,
      business: {
        name: businesses.name,
        subdomain: businesses.subdomain,
        phone: businesses.phone_number,
        time_zone: businesses.time_zone,
        default_language: businesses.default_language,
      },
    })
    .from(waitlistOffers)
    .innerJoin(
      waitlistEntries,
      and(eq(waitlistEntries.id, waitlistOffers.entry_id), eq(waitlistEntries.business_id, waitlistOffers.business_id)),
    )
    .innerJoin(
      services,
      and(eq(services.id, waitlistEntries.service_id), eq(services.business_id, waitlistEntries.business_id)),
    )
    .innerJoin(
      consultants,
      and(eq(consultants.id, waitlistOffers.consultant_id), eq(consultants.business_id, waitlistOffers.business_id)),
    )
    .innerJoin(admins, eq(admins.id, consultants.admin_id))
    .innerJoin(businesses, eq(businesses.id, waitlistOffers.business_id))
    .where(eq(waitlistOffers.id, offerId));
  if (!row) return null;
  return {
    ...row,
    consultant_name: `${row.consultant_first} ${row.consultant_last}`.trim(),
  };
}
export type LoadedOffer = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

/** The customer of an entry, as a message needs them. */
async function customerOf(db: Db, type: 'user' | 'guest', id: number) {
  const table = type === 'user' ? users : guests;
  const [row] = await db
    .select({
      firstname: table.firstname,
      email: table.email,
      phone: table.phone,
      language: table.language,
    })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

const OFFER_TEXT: Record<
  Language,
  (facts: { name: string; business: string; service: string; consultant: string; when: string; until: string; url: string }) => {
    subject: string;
    text: string;
    sms: string;
  }
> = {
  'en-CA': (f) => ({
    subject: `A time freed up at ${f.business}: ${f.when}`,
    text: [
      `Hello ${f.name},`,
      '',
      `A time you were waiting for freed up at ${f.business}: ${f.service} with ${f.consultant}, ${f.when}.`,
      `We are holding it for you until ${f.until}. To book it, confirm here:`,
      f.url,
      '',
      'If you let the hold run out, the time goes to the next person on the waitlist; you stay on the waitlist for other times.',
    ].join('\n'),
    sms: `${f.business}: ${f.service}, ${f.when} freed up. Held for you until ${f.until}. Confirm: ${f.url}`,
  }),
  'fr-CA': (f) => ({
    subject: `Une plage s’est libérée chez ${f.business} : ${f.when}`,
    text: [
      `Bonjour ${f.name},`,
      '',
      `Une plage que vous attendiez s’est libérée chez ${f.business} : ${f.service} avec ${f.consultant}, ${f.when}.`,
      `Nous vous la réservons jusqu’à ${f.until}. Pour prendre ce rendez-vous, confirmez ici :`,
      f.url,
      '',
      'Passé ce délai, la plage est offerte à la personne suivante sur la liste d’attente; vous restez inscrit pour d’autres plages.',
    ].join('\n'),
    sms: `${f.business} : ${f.service}, ${f.when} s’est libéré. Réservé pour vous jusqu’à ${f.until}. Confirmez : ${f.url}`,
  }),
};

/**
 * Sends an open offer to its customer, by e-mail and, when the business sends SMS and the
 * customer has a number that did not opt out, by SMS. An offer no longer open sends nothing.
 */
export async function sendOffer(deps: WaitlistDeps, offerId: number): Promise<void> {
  const { db } = deps;
  const loaded = await loadOffer(db, offerId);
  if (!loaded || loaded.offer.status !== 'open' || !loaded.business.subdomain) return;
  const customer = await customerOf(db, loaded.entry.customer_type, loaded.entry.customerable_id);
  if (!customer) return;
  const language: Language =
    (customer.language ?? loaded.business.default_language) === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const zone = loaded.business.time_zone;
  const until = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: zone }).format(
    loaded.offer.expires_at,
  );
  const text = OFFER_TEXT[language]({
    name: customer.firstname,
    business: loaded.business.name,
    service: loaded.service_name,
    consultant: loaded.consultant_name,
    when: formatWhen(loaded.offer.starts_at, language, zone),
    until,
    url: deps.links.offerUrl(loaded.business.subdomain, offerId),
  });
  const settings = await messageSettings(db, loaded.offer.business_id);
  if (customer.email) {
    await deps.mail.send({ business_id: loaded.offer.business_id, to: customer.email, subject: text.subject, text: text.text }, { wait: true });
  }
  const phone = toE164(customer.phone);
  if (settings.sms_notifications && phone && !(await isOptedOut(db, loaded.offer.business_id, phone))) {
    try {
      await deps.sms.send({ business_id: loaded.offer.business_id, to: phone, body: text.sms });
    } catch (error) {
      // The e-mail carries the offer; a lost SMS is logged, not sent again with it.
      deps.log.warn({ err: error, offerId }, 'the waitlist offer SMS could not be sent');
    }
  }
}

/**
 * Ends an offer whose hold has run out: the entry waits again (for other times) and the time
 * is handed on to the next entry. An offer confirmed or withdrawn meanwhile is left alone.
 */
export async function expireOffer(deps: WaitlistDeps, offerId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offerId))
      .for('update');
    if (!offer || offer.status !== 'open') return;
    if (offer.expires_at.getTime() > clock.ms()) {
      // Run early (another machine's clock): the queue tries again later.
      throw new Error(`waitlist offer ${offerId} is held until ${offer.expires_at.toISOString()}`);
    }
    await releaseOffer(tx, deps.jobs, offer, 'expired');
  });
  deps.jobs.nudge();
}

/**
 * Ends an open offer (expired, or withdrawn when its time was taken or its entry removed): the
 * entry waits again unless it was removed, and the time held is handed on.
 */
export async function releaseOffer(
  tx: Tx,
  jobs: JobQueue,
  offer: typeof waitlistOffers.$inferSelect,
  status: 'expired' | 'withdrawn',
  entryStatus: 'waiting' | 'removed' = 'waiting',
): Promise<void> {
  await tx.update(waitlistOffers).set({ status }).where(eq(waitlistOffers.id, offer.id));
  await tx
    .update(waitlistEntries)
    .set({ status: entryStatus, updated_at: clock.now() })
    .where(and(eq(waitlistEntries.id, offer.entry_id), eq(waitlistEntries.status, 'offered')));
  await handOnFreedTime(tx, jobs, {
    businessId: offer.business_id,
    consultantId: offer.consultant_id,
    from: offer.starts_at,
    to: offer.ends_at,
    source: `offer-${status}:${offer.id}`,
  });
}

/** Entries the business holds that wait or hold an offer, and those of one customer. */
export async function openEntryCounts(
  tx: Tx,
  businessId: number,
  customer: { type: 'user' | 'guest'; id: number } | { email: string },
): Promise<{ business: number; customer: number }> {
  const open = sql`${waitlistEntries.status} in ('waiting', 'offered')`;
  const [business] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.business_id, businessId), open));
  const [mine] =
    'email' in customer
      ? await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(waitlistEntries)
          .innerJoin(guests, eq(guests.id, waitlistEntries.guest_id))
          .where(
            and(
              eq(waitlistEntries.business_id, businessId),
              open,
              sql`lower(${guests.email}) = lower(${customer.email})`,
            ),
          )
      : await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.business_id, businessId),
              open,
              eq(waitlistEntries.customer_type, customer.type),
              eq(waitlistEntries.customerable_id, customer.id),
            ),
          );
  return { business: business?.n ?? 0, customer: mine?.n ?? 0 };
}

/**
 * Serialises the waitlist writes of a business (in the writing transaction), so the caps'
 * counts see every entry written before them.
 */
export async function lockWaitlist(tx: Tx, businessId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business_waitlist'), ${businessId}::integer)`);
}

/** Refuses an entry beyond the business's cap or the customer's, or the same wish twice. */
export async function assertRoomOnWaitlist(
  tx: Tx,
  businessId: number,
  customer: { type: 'user' | 'guest'; id: number } | { email: string },
  wish: { service_id: number; consultant_id: number | null; from_date: string; to_date: string },
  caps: { business: number; customer: number },
): Promise<void> {
  await lockWaitlist(tx, businessId);
  const counts = await openEntryCounts(tx, businessId, customer);
  if (counts.business >= caps.business) throw new AppError(ErrorCode.Conflict, WaitlistMessages.tooMany);
  if (counts.customer >= caps.customer) {
    throw new AppError(ErrorCode.Conflict, WaitlistMessages.customerTooMany);
  }
  if ('email' in customer) return;
  const [same] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.business_id, businessId),
        sql`${waitlistEntries.status} in ('waiting', 'offered')`,
        eq(waitlistEntries.customer_type, customer.type),
        eq(waitlistEntries.customerable_id, customer.id),
        eq(waitlistEntries.service_id, wish.service_id),
        lte(waitlistEntries.from_date, wish.to_date),
        gte(waitlistEntries.to_date, wish.from_date),
      ),
    )
    .limit(1);
  if (same) throw new AppError(ErrorCode.Conflict, WaitlistMessages.alreadyWaiting);
}
