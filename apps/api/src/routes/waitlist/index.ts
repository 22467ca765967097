import {
  AppError,
  BookingSiteParamsSchema,
  CreateWaitlistEntryInputSchema,
  CustomerMessages,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  IdSchema,
  MAX_CUSTOMER_WAITLIST_ENTRIES,
  MAX_WAITLIST_ENTRIES,
  PublicWaitlistInputSchema,
  PublicWaitlistOfferSchema,
  WaitlistEntrySchema,
  WaitlistMessages,
  WaitlistOfferTokenSchema,
  WaitlistParamsSchema,
  WaitlistQuerySchema,
  acceptedLanguages,
  activityNote,
  noteSlot,
  pickSiteLanguage,
  type PublicWaitlistOffer,
  type WaitlistEntry,
} from '@rendezvous/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { refuseOverlap } from '../../db/errors';
import {
  admins,
  businesses,
  consultantServices,
  consultants,
  guests,
  services,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';
import { localDate } from '../../db/time-zones';
import { clock } from '../../lib/clock';
import { envelope, ok } from '../../lib/http';
import { planAppointmentMessages } from '../../notifications/appointment-messages';
import { emitAppointmentEvent } from '../../services/webhooks';
import { requireAdmin } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import {
  assertRoomOnWaitlist,
  loadOffer,
  releaseOffer,
  type LoadedOffer,
} from '../../services/waitlist';
import { insertAppointment, resolveBooking } from '../appointments/booking';
import { assertBusinessAccess } from '../business';
import { notifyBusiness } from '../customer-auth/changes';
import { assertOnlineBooking, loadLiveSite } from '../customer-auth/site';

const refused = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

const caps = { business: MAX_WAITLIST_ENTRIES, customer: MAX_CUSTOMER_WAITLIST_ENTRIES };

const refusedLink = ErrorBodySchema.describe(
  'The token was not signed by this server or was altered: nothing changed.',
);
const noRoom = ErrorBodySchema.describe(
  "The customer already waits for this service on these dates, holds the most entries at once, or the business's waitlist is full: nothing was added.",
);

/** The service exists in the business and, when one is named, the consultant offers it. */
async function assertWish(
  db: Db,
  businessId: number,
  wish: { service_id: number; consultant_id?: number | null; to_date: string },
  timeZone: string,
): Promise<void> {
  if (wish.to_date < localDate(clock.now(), timeZone)) {
    throw refused('to_date', WaitlistMessages.rangePast);
  }
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, wish.service_id), eq(services.business_id, businessId)));
  if (!service) throw refused('service_id', 'This service does not exist in this business');
  if (wish.consultant_id == null) return;
  const [offered] = await db
    .select({ id: consultantServices.id })
    .from(consultantServices)
    .where(
      and(
        eq(consultantServices.business_id, businessId),
        eq(consultantServices.consultant_id, wish.consultant_id),
        eq(consultantServices.service_id, wish.service_id),
      ),
    );
  if (!offered) throw refused('consultant_id', WaitlistMessages.serviceNotOffered);
}

/** The business's entries as the owner sees them, first come first served. */
async function listEntries(db: Db, businessId: number, where?: ReturnType<typeof and>): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      entry: waitlistEntries,
      service_name: services.name,
      consultant_first: admins.firstname,
      consultant_last: admins.lastname,
      user_first: users.firstname,
      user_last: users.lastname,
      user_email: users.email,
      guest_first: guests.firstname,
      guest_last: guests.lastname,
      guest_email: guests.email,
      offers_made: sql<number>`(select count(*)::int from ${waitlistOffers} where ${waitlistOffers.entry_id} = ${waitlistEntries.id})`,
    })
    .from(waitlistEntries)
    .innerJoin(
      services,
      and(eq(services.id, waitlistEntries.service_id), eq(services.business_id, waitlistEntries.business_id)),
    )
    .leftJoin(
      consultants,
      and(eq(consultants.id, waitlistEntries.consultant_id), eq(consultants.business_id, waitlistEntries.business_id)),
    )
    .leftJoin(admins, eq(admins.id, consultants.admin_id))
    .leftJoin(users, eq(users.id, waitlistEntries.user_id))
    .leftJoin(guests, eq(guests.id, waitlistEntries.guest_id))
    .where(and(eq(waitlistEntries.business_id, businessId), where))
    .orderBy(asc(waitlistEntries.created_at), asc(waitlistEntries.id))
    .limit(1000);
  const offerRows = rows.length
    ? await db
        .select({
          offer: waitlistOffers,
          first: admins.firstname,
          last: admins.lastname,
        })
        .from(waitlistOffers)
        .innerJoin(
          consultants,
          and(eq(consultants.id, waitlistOffers.consultant_id), eq(consultants.business_id, waitlistOffers.business_id)),
        )
        .innerJoin(admins, eq(admins.id, consultants.admin_id))
        .where(
          and(
            eq(waitlistOffers.business_id, businessId),
            eq(waitlistOffers.status, 'open'),
            inArray(
              waitlistOffers.entry_id,
              rows.map((r) => r.entry.id),
            ),
          ),
        )
    : [];
  const offers = new Map(offerRows.map((o) => [o.offer.entry_id, o]));
  const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
  return rows.map(({ entry, ...r }) => {
    const held = offers.get(entry.id);
    return {
      id: entry.id,
      business_id: entry.business_id,
      customer_type: entry.customer_type,
      customerable_id: entry.customerable_id,
      customer_name: name(r.user_first ?? r.guest_first, r.user_last ?? r.guest_last),
      customer_email: r.user_email ?? r.guest_email ?? null,
      service_id: entry.service_id,
      service_name: r.service_name,
      consultant_id: entry.consultant_id,
      consultant_name: entry.consultant_id === null ? null : name(r.consultant_first, r.consultant_last),
      from_date: entry.from_date,
      to_date: entry.to_date,
      status: entry.status,
      created_at: entry.created_at.toISOString(),
      offers_made: r.offers_made,
      offer: held
        ? {
            id: held.offer.id,
            status: held.offer.status,
            consultant_id: held.offer.consultant_id,
            consultant_name: name(held.first, held.last),
            date: held.offer.date,
            start_time: held.offer.start_time,
            end_time: held.offer.end_time,
            starts_at: held.offer.starts_at.toISOString(),
            expires_at: held.offer.expires_at.toISOString(),
          }
        : null,
    };
  });
}

/** The offer page's view: an open offer whose hold has run out reads as expired. */
function presentOffer(loaded: LoadedOffer): PublicWaitlistOffer {
  const { offer } = loaded;
  const lapsed = offer.status === 'open' && offer.expires_at.getTime() <= clock.ms();
  return {
    business: {
      name: loaded.business.name,
      subdomain: loaded.business.subdomain,
      phone: loaded.business.phone,
    },
    status: lapsed ? 'expired' : offer.status,
    service_name: loaded.service_name,
    consultant_name: loaded.consultant_name,
    date: offer.date,
    start_time: offer.start_time,
    end_time: offer.end_time,
    starts_at: offer.starts_at.toISOString(),
    expires_at: offer.expires_at.toISOString(),
    appointment_id: offer.appointment_id,
  };
}

/**
 * The waitlist (issue 25): the owner's list in the console, a customer joining from the
 * site, and the offer page its messages link to, where one click books the time held. The
 * engine (offers, holds, expiry) is in services/waitlist.ts.
 */
export default async function waitlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business/:id/waitlist',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'listWaitlist',
        tags: ['waitlist'],
        summary:
          "The business's waitlist, first come first served: each entry's customer, service, consultant (null: any), dates, status and the offer it holds now. show=open (default) lists entries waiting or holding an offer; show=all adds booked and removed ones (at most 1,000).",
        params: IdParamSchema,
        querystring: WaitlistQuerySchema,
        response: {
          200: envelope(z.array(WaitlistEntrySchema)),
          404: ErrorBodySchema.describe('No business of the caller has this id.'),
        },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const open =
        request.query.show === 'all' ? undefined : inArray(waitlistEntries.status, ['waiting', 'offered']);
      return ok(await listEntries(app.db, businessId, and(open)));
    },
  );

  app.post(
    '/business/:id/waitlist',
    {
      config: { permission: ['appointments', 'create'] },
      schema: {
        operationId: 'addToWaitlist',
        tags: ['waitlist'],
        summary: `Put a client or guest of the business on the waitlist for a service, one consultant or any (consultant_id null), and dates (at most ${MAX_WAITLIST_ENTRIES} open entries per business, ${MAX_CUSTOMER_WAITLIST_ENTRIES} per customer). Recorded in Activities.`,
        params: IdParamSchema,
        body: CreateWaitlistEntryInputSchema,
        response: {
          201: envelope(WaitlistEntrySchema),
          404: ErrorBodySchema.describe('No business of the caller has this id.'),
          409: noRoom,
          422: ErrorBodySchema.describe(
            'A field is invalid: dates reversed, too long or past, a customer, service or consultant not of this business, or a consultant not offering the service.',
          ),
        },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const admin = requireAdmin(request);
      const body = request.body;
      const table = body.customer_type === 'user' ? users : guests;
      const [[customer], [business]] = await Promise.all([
        app.db
          .select({ firstname: table.firstname, lastname: table.lastname })
          .from(table)
          .where(and(eq(table.id, body.customerable_id), eq(table.business_id, businessId))),
        app.db
          .select({ time_zone: businesses.time_zone })
          .from(businesses)
          .where(eq(businesses.id, businessId)),
      ]);
      if (!customer) throw refused('customerable_id', 'This customer does not exist in this business');
      await assertWish(app.db, businessId, body, business!.time_zone);
      const who = { type: body.customer_type, id: body.customerable_id };
      const id = await app.db.transaction(async (tx) => {
        await assertRoomOnWaitlist(tx, businessId, who, { ...body, consultant_id: body.consultant_id ?? null }, caps);
        const entryId = await insertEntry(tx, businessId, who, body);
        await recordActivity(tx, {
          businessId,
          adminId: admin.id,
          initiator: { type: 'admin', id: admin.id },
          receiver: who,
          type: 'event',
          note: activityNote('waitlistAdded', {
            name: `${customer.firstname} ${customer.lastname}`.trim(),
            from: body.from_date,
            to: body.to_date,
          }),
        });
        return entryId;
      });
      const [entry] = await listEntries(app.db, businessId, and(eq(waitlistEntries.id, id)));
      return reply.status(201).send(ok(entry!, WaitlistMessages.added));
    },
  );

  app.delete(
    '/business/:id/waitlist/:entryId',
    {
      config: { permission: ['appointments', 'delete'] },
      schema: {
        operationId: 'removeFromWaitlist',
        tags: ['waitlist'],
        summary:
          'Take an entry off the waitlist; the time it was offered, if any, goes to the next entry. Recorded in Activities.',
        params: WaitlistParamsSchema,
        response: {
          200: envelope(z.object({ id: IdSchema })),
          404: ErrorBodySchema.describe('No business of the caller has this id, or it holds no such entry.'),
          422: ErrorBodySchema.describe('The entry was booked or removed already.'),
        },
      },
    },
    async (request) => {
      const { id: businessId, entryId } = request.params;
      assertBusinessAccess(request, businessId);
      const admin = requireAdmin(request);
      await app.db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.business_id, businessId)))
          .for('update');
        if (!entry) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
        if (entry.status !== 'waiting' && entry.status !== 'offered') {
          throw new AppError(ErrorCode.Validation, WaitlistMessages.notRemovable);
        }
        const [offer] = await tx
          .select()
          .from(waitlistOffers)
          .where(and(eq(waitlistOffers.entry_id, entry.id), eq(waitlistOffers.status, 'open')))
          .for('update');
        if (offer) await releaseOffer(tx, app.jobs, offer, 'withdrawn', 'removed');
        await tx
          .update(waitlistEntries)
          .set({ status: 'removed', updated_at: clock.now() })
          .where(eq(waitlistEntries.id, entry.id));
        await recordActivity(tx, {
          businessId,
          adminId: admin.id,
          initiator: { type: 'admin', id: admin.id },
          receiver: { type: entry.customer_type, id: entry.customerable_id },
          type: 'event',
          note: activityNote('waitlistRemoved', { from: entry.from_date, to: entry.to_date }),
        });
      });
      app.jobs.nudge();
      return ok({ id: entryId }, WaitlistMessages.removed);
    },
  );

  app.post(
    '/site/:subdomain/waitlist',
    {
      config: { public: true, customer: true, rateLimited: true },
      schema: {
        operationId: 'joinWaitlist',
        tags: ['customers'],
        summary:
          'Join the waitlist of a live site for a service, one consultant or any, and dates (at most 90 days): as the signed-in customer, or as a guest (guest details create a guest of the business). When a matching time frees up, the customer is e-mailed an offer held for the business\'s hold with a confirm link.',
        params: BookingSiteParamsSchema,
        body: PublicWaitlistInputSchema,
        response: {
          201: envelope(z.object({ id: IdSchema })),
          403: ErrorBodySchema.describe(
            'The site is not published, online booking is off, or the signed-in customer is of another business.',
          ),
          404: ErrorBodySchema.describe('No site is published at this subdomain.'),
          409: noRoom,
          422: ErrorBodySchema.describe(
            'A field is invalid: dates reversed, too long or past, a service not of this business, a consultant not offering it, or no guest details from a visitor.',
          ),
          429: ErrorBodySchema.describe('Too many requests from this source: try again later.'),
        },
      },
    },
    async (request, reply) => {
      const site = await loadLiveSite(app.db, request.params.subdomain);
      await assertOnlineBooking(app.db, site);
      const customer = request.user;
      if (customer && customer.business_id !== site.id) {
        throw new AppError(ErrorCode.Forbidden, HttpMessages.businessMismatch);
      }
      const body = request.body;
      if (!customer) {
        // Anonymous joins share the contact form's and the bookings' per-source budget.
        await app.rateLimits.take(reply, 'contact');
        if (!body.guest) throw refused('guest', CustomerMessages.guestRequired);
      }
      await assertWish(app.db, site.id, body, site.time_zone);
      const language =
        pickSiteLanguage(acceptedLanguages(request.headers['accept-language'])) === 'fr-CA' ? 'fr-CA' : 'en-CA';
      const wish = { ...body, consultant_id: body.consultant_id ?? null };
      const id = await app.db.transaction(async (tx) => {
        if (customer) {
          const who = { type: 'user' as const, id: customer.id };
          await assertRoomOnWaitlist(tx, site.id, who, wish, caps);
          return insertEntry(tx, site.id, who, body);
        }
        // A guest is counted by e-mail (each join makes a new guest), then created with the entry.
        await assertRoomOnWaitlist(tx, site.id, { email: body.guest!.email }, wish, caps);
        const [guest] = await tx
          .insert(guests)
          .values({ business_id: site.id, ...body.guest!, language })
          .returning({ id: guests.id });
        return insertEntry(tx, site.id, { type: 'guest', id: guest!.id }, body);
      });
      return reply.status(201).send(ok({ id }, WaitlistMessages.joined));
    },
  );

  /** The offer a token names; 404 when the link is not ours or altered. */
  const offerOf = async (db: Db | Tx, token: string) => {
    const offerId = app.messageLinks.verifyOfferToken(token);
    const loaded = offerId === null ? null : await loadOffer(db, offerId);
    if (!loaded) throw new AppError(ErrorCode.NotFound, WaitlistMessages.invalid);
    return loaded;
  };

  app.get(
    '/waitlist/offer',
    {
      config: { public: true },
      schema: {
        operationId: 'getWaitlistOffer',
        tags: ['customers'],
        summary:
          "The time a waitlist offer's signed link holds: business, service, consultant, date and times on the business's clock, until when it is held, and its status (open, confirmed, expired, withdrawn). Changes nothing.",
        querystring: WaitlistOfferTokenSchema,
        response: { 200: envelope(PublicWaitlistOfferSchema), 404: refusedLink },
      },
    },
    async (request) => ok(presentOffer(await offerOf(app.db, request.query.token))),
  );

  app.post(
    '/waitlist/offer/confirm',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'confirmWaitlistOffer',
        tags: ['customers'],
        summary:
          'Book the time a waitlist offer holds, for its customer, with the same checks as any booking; confirming again answers the same booking. The customer is e-mailed the confirmation and the business is notified. 422 once the hold has run out or the time was taken (it then goes to the next entry).',
        body: WaitlistOfferTokenSchema,
        response: {
          200: envelope(PublicWaitlistOfferSchema),
          404: refusedLink,
          422: ErrorBodySchema.describe('The hold ran out, or the time is no longer free: nothing was booked.'),
          429: ErrorBodySchema.describe('Too many requests from this source: try again later.'),
        },
      },
    },
    async (request) => {
      const { token } = request.body;
      const first = await offerOf(app.db, token);
      const { offer } = first;
      if (offer.status === 'confirmed') return ok(presentOffer(first), WaitlistMessages.confirmed);
      if (offer.status !== 'open') throw refusedOffer(offer.status);
      const customer = { type: first.entry.customer_type, id: first.entry.customerable_id };
      let booked;
      try {
        booked = await resolveBooking(
          app.db,
          offer.business_id,
          {
            consultant_id: offer.consultant_id,
            customer_type: customer.type,
            customerable_id: customer.id,
            date: offer.date,
            start_time: offer.start_time,
            end_time: offer.end_time,
            services: [offer.consultant_service_id],
            tip: 0,
          },
          // The notice was met when the time was offered; the hold is the customer's to use.
          { checkHours: true, checkNotice: false, heldBy: offer.id },
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await withdraw(offer.id);
        throw refusedOffer('withdrawn');
      }
      let outcome: 'confirmed' | 'expired' | 'already';
      let emit: () => void = () => {};
      try {
        ({ outcome, emit } = await refuseOverlap(
          () =>
            app.db.transaction(async (tx) => {
              // One confirm at a time per offer: the others wait here, then find it confirmed.
              const [locked] = await tx
                .select()
                .from(waitlistOffers)
                .where(eq(waitlistOffers.id, offer.id))
                .for('update');
              if (!locked || locked.status === 'confirmed') return { outcome: 'already' as const, emit };
              if (locked.status !== 'open') throw refusedOffer(locked.status);
              if (locked.expires_at.getTime() <= clock.ms()) {
                await releaseOffer(tx, app.jobs, locked, 'expired');
                return { outcome: 'expired' as const, emit };
              }
              const appointmentId = await insertAppointment(tx, {
                businessId: offer.business_id,
                customer,
                slot: { ...offer, pay_now: 0 },
                booked,
                status: 'active',
              });
              await tx
                .update(waitlistOffers)
                .set({ status: 'confirmed', appointment_id: appointmentId })
                .where(eq(waitlistOffers.id, offer.id));
              await tx
                .update(waitlistEntries)
                .set({ status: 'booked', updated_at: clock.now() })
                .where(eq(waitlistEntries.id, offer.entry_id));
              await planAppointmentMessages(tx, app.jobs, request.log, appointmentId, 'booked');
              await emitAppointmentEvent(tx, app.jobs, appointmentId, 'appointment.created');
              const note = activityNote('bookedFromWaitlist', { name: booked.customer.full_name, ...noteSlot(offer) });
              await recordActivity(tx, {
                businessId: offer.business_id,
                adminId: booked.consultant.admin_id,
                initiator: customer,
                receiver: customer,
                type: 'event',
                note,
                appointmentId,
                startDate: booked.starts_at,
                endDate: booked.ends_at,
              });
              const announce = await notifyBusiness(
                app,
                tx,
                offer.business_id,
                booked.consultant.admin_id,
                customer,
                activityNote('bellBookedFromWaitlist', { name: booked.customer.full_name, ...noteSlot(offer) }),
              );
              return { outcome: 'confirmed' as const, emit: announce };
            }),
          () => new AppError(ErrorCode.Conflict, WaitlistMessages.withdrawn),
        ));
      } catch (error) {
        if (error instanceof AppError && error.message === WaitlistMessages.withdrawn) {
          // Someone booked it outside the waitlist meanwhile: the offer ends, the entry waits again.
          await withdraw(offer.id);
          throw refusedOffer('withdrawn');
        }
        throw error;
      }
      emit();
      app.jobs.nudge();
      if (outcome === 'expired') throw refusedOffer('expired');
      const after = (await loadOffer(app.db, offer.id))!;
      return ok(presentOffer(after), WaitlistMessages.confirmed);
    },
  );

  /** Ends an open offer whose time can no longer be booked, handing the time on. */
  async function withdraw(offerId: number): Promise<void> {
    await app.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(waitlistOffers)
        .where(eq(waitlistOffers.id, offerId))
        .for('update');
      if (locked?.status === 'open') await releaseOffer(tx, app.jobs, locked, 'withdrawn');
    });
    app.jobs.nudge();
  }
}

const refusedOffer = (status: string) =>
  new AppError(
    ErrorCode.Validation,
    status === 'expired' ? WaitlistMessages.expired : WaitlistMessages.withdrawn,
  );

async function insertEntry(
  tx: Tx,
  businessId: number,
  who: { type: 'user' | 'guest'; id: number },
  wish: { service_id: number; consultant_id?: number | null; from_date: string; to_date: string },
): Promise<number> {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({
      business_id: businessId,
      customer_type: who.type,
      customerable_id: who.id,
      service_id: wish.service_id,
      consultant_id: wish.consultant_id ?? null,
      from_date: wish.from_date,
      to_date: wish.to_date,
    })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}
