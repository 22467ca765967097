import {
  CUSTOMER_BOOKINGS_PER_DAY,
  CUSTOMER_OPEN_BOOKINGS,
  AppError,
  BookingSiteParamsSchema,
  CustomerAppointmentSchema,
  CustomerMessages,
  CustomerRegisterInputSchema,
  CustomerSchema,
  CustomerSessionSchema,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  MyAppointmentsQuerySchema,
  NotificationSettingsMessages,
  PublicBookingInputSchema,
  PublicBookingSchema,
  PublicTimeSlotSchema,
  PublicTimesQuerySchema,
  RefreshTokenInputSchema,
  UpdateMyAppointmentInputSchema,
  paginated,
  toE164,
  activityNote,
  noteSlot,
  noteMove,
  type ActivityNote,
} from '@rendezvous/domain';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { SQLSTATE, databaseErrorOf, refuseOverlap } from '../../db/errors';
import { appointments, guests, users } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { assertNotBreached, hashPassword } from '../../lib/password';
import { recordActivity } from '../../services/activities';
import { issueTokens, rotateCustomerRefreshToken } from '../../services/tokens';
import {
  assertKnownTimezone,
  insertAppointment,
  resolveBooking,
} from '../appointments/booking';
import { assertCustomerBudget } from '../../services/booking-budget';
import {
  appointmentIcs,
  businessLocation,
  loadCustomerAppointmentRow,
  presentCustomerAppointments,
  selectCustomerAppointmentRows,
} from './appointments';
import {
  assertCustomerCanChange,
  cancelCustomerAppointment,
  moveCustomerAppointment,
  notifyBusiness as notifyBusinessOf,
  slotTaken,
} from './changes';
import { customerEmailRoutes, isEmailVerified, linkGuestAppointments, sendEmailCode } from './email';
import { customerPasswordResetRoutes } from './password-reset';
import { bookingConsents, recordConsents } from '../../services/privacy';
import { customerPrivacyRoutes } from './privacy';
import { customerQuoteRoutes } from './quote';
import { customerSeriesRoutes } from './series';
import { customerColumns, presentCustomer, requireCustomer, tokenLifetimes } from './session';
import { assertOnlineBooking, bookingLanguage, loadLiveSite } from './site';
import { publicFreeTimes } from './times';
import { prepareBookingCard, saveBookingCard } from '../payments/booking-card';
import { clock } from '../../lib/clock';
import { planAppointmentMessages } from '../../notifications/appointment-messages';
import { emitAppointmentEvent, emitClientCreated } from '../../services/webhooks';
import { recordSignupProspect } from '../../services/prospects';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

const refused = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });
const notFound = () => new AppError(ErrorCode.NotFound, HttpMessages.notFound);

/**
 * Customers on a business's public site: register, who am I, free times, booking as a guest
 * or signed in, and their own appointments (cancel or move, not within the business's
 * cancellation notice of the start). Sign-in and sign-out are `login?type=user` and
 * `logout?type=user` in the auth routes, which call into `./session`.
 */
export default async function customerAuthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const host = new URL(app.config.PUBLIC_URL).hostname;
  await customerPasswordResetRoutes(fastify);
  await customerQuoteRoutes(fastify);
  await customerPrivacyRoutes(fastify);
  await customerEmailRoutes(fastify);
  await customerSeriesRoutes(fastify);

  /** Tells the consultant's admin and the business's admins; returns the realtime emitter. */
  const notifyBusiness = (
    tx: Tx,
    businessId: number,
    consultantAdminId: number,
    sender: { type: 'user' | 'guest'; id: number },
    body: ActivityNote,
  ) => notifyBusinessOf(app, tx, businessId, consultantAdminId, sender, body);

  app.post(
    '/site/:subdomain/register',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'registerCustomer',
        tags: ['customers'],
        summary:
          "Create a customer account on a business's live site: the customer becomes a " +
          'client of that business and is signed in; a code to verify the e-mail is sent ' +
          '(POST user/email/verify), which links their earlier guest bookings',
        description: 'The new customer is also a prospect of the business (source signup) until an admin approves them.',
        params: BookingSiteParamsSchema,
        body: CustomerRegisterInputSchema,
        response: { 201: envelope(CustomerSessionSchema) },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'signUp');
      const site = await loadLiveSite(app.db, request.params.subdomain);
      const { firstname, lastname, email, phone, password } = request.body;
      await assertNotBreached(password);
      const hashed = await hashPassword(password);
      let created;
      try {
        created = await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ business_id: site.id, firstname, lastname, email, phone, password: hashed })
            .returning(customerColumns);
          await recordSignupProspect(tx, {
            businessId: site.id,
            userId: user!.id,
            name: `${firstname} ${lastname}`,
            email,
            phone: phone ?? null,
          });
          await emitClientCreated(tx, app.jobs, site.id, user!.id);
          return user;
        });
      } catch (error) {
        const db = databaseErrorOf(error);
        if (
          db?.code === SQLSTATE.uniqueViolation &&
          db.constraint === 'users_business_email_unique'
        ) {
          throw refused('email', CustomerMessages.emailTaken);
        }
        throw error;
      }
      const tokens = await issueTokens(
        app.db,
        { type: 'user', id: created!.id },
        tokenLifetimes(app),
      );
      // The code that proves the address: typed on "My appointments", it brings the bookings
      // made there as a guest with this e-mail into the account (never before).
      await sendEmailCode(app, created!, bookingLanguage(request));
      return reply
        .status(201)
        .send(ok({ ...tokens, user: presentCustomer(created!) }, CustomerMessages.registered));
    },
  );

  app.post(
    '/user/auth/refresh',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'refreshCustomerTokens',
        tags: ['customers'],
        summary: "Exchange a customer's refresh token for a new pair (the old pair is revoked)",
        body: RefreshTokenInputSchema,
        response: { 200: envelope(CustomerSessionSchema), 401: ErrorBodySchema.describe('The refresh token is unknown, used or expired: sign in again.') },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'refresh');
      const expired = () =>
        new AppError(ErrorCode.Unauthenticated, 'Your session has expired. Please sign in again.');
      const rotated = await rotateCustomerRefreshToken(
        app.db,
        request.body.refresh_token,
        tokenLifetimes(app),
      );
      if (!rotated) throw expired();
      const [user] = await app.db
        .select(customerColumns)
        .from(users)
        .where(eq(users.id, rotated.userId));
      if (!user || user.status !== 'active') throw expired();
      return ok({ ...rotated.tokens, user: presentCustomer(user) });
    },
  );

  app.get(
    '/user/me',
    {
      config: { customer: true },
      schema: {
        operationId: 'getCustomerMe',
        tags: ['customers'],
        summary: 'The signed-in customer (X-Request-Type user); an admin token is refused',
        response: { 200: envelope(CustomerSchema) },
      },
    },
    async (request) => ok(presentCustomer(requireCustomer(request))),
  );

  app.get(
    '/site/:subdomain/times',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicTimes',
        tags: ['customers'],
        summary:
          'Free times on a date at a live site for business services (service_ids), with one ' +
          'consultant (consultant_id) or any available: each slot names its consultant and the ' +
          "consultant services to book, on the business's clock and the customer's (customer_timezone_id)",
        params: BookingSiteParamsSchema,
        querystring: PublicTimesQuerySchema,
        response: { 200: envelope(z.array(PublicTimeSlotSchema)) },
      },
    },
    async (request) => {
      const site = await loadLiveSite(app.db, request.params.subdomain);
      await assertOnlineBooking(app.db, site);
      return ok(await publicFreeTimes(app.db, site, request.query, clock.ms()));
    },
  );

  app.post(
    '/site/:subdomain/appointments',
    {
      config: { public: true, customer: true, rateLimited: true },
      schema: {
        operationId: 'createPublicBooking',
        tags: ['customers'],
        summary:
          'Book on a live site: as the signed-in customer, or as a guest (guest details create a ' +
          'guest of the business). Same checks as the console (hours, lengths, the business\'s ' +
          'booking rules: 422 beyond its horizon, inside its minimum notice or on a day the ' +
          "consultant's per-day limit fills; no double booking, the services' buffers " +
          'included: 409 when the time was just taken). ' +
          `A signed-in customer holds at most ${CUSTOMER_BOOKINGS_PER_DAY} appointments on one date and ` +
          `${CUSTOMER_OPEN_BOOKINGS} upcoming ones at the business (409 beyond). With ` +
          'expected_total (the quote the customer agreed to), a different total books nothing: 409 ' +
          'with errors.expected_total. The business is notified live, the customer e-mailed; the ' +
          'answer carries the .ics text. Pay now needs the confirmed card step ' +
          '(setup_intent_client_secret): without it, 422 and nothing is booked.',
        params: BookingSiteParamsSchema,
        body: PublicBookingInputSchema,
        response: {
          201: envelope(PublicBookingSchema),
          409: ErrorBodySchema.describe(
            'The time was just taken, the customer\'s budget is spent (the message says which), or ' +
              '(errors.expected_total) the total is no longer the one the customer agreed to: ' +
              'nothing was booked.',
          ),
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
        // Anonymous bookings share the contact form's per-source budget.
        await app.rateLimits.take(reply, 'contact');
        if (!body.guest) throw refused('guest', CustomerMessages.guestRequired);
      }
      await assertKnownTimezone(app.db, body.customer_timezone_id);
      if (body.notify_by?.includes('sms')) {
        const [saved] = customer
          ? await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, customer.id))
          : [{ phone: body.guest!.phone }];
        if (!toE164(saved?.phone)) throw refused('notify_by', NotificationSettingsMessages.smsNeedsPhone);
      }
      const who = customer
        ? {
            type: 'user' as const,
            id: customer.id,
            email: customer.email,
            name: customer.firstname,
          }
        : { type: 'guest' as const, id: 0, email: body.guest!.email, name: body.guest!.firstname };
      // A guest is checked as the customer they are about to become, then created with the
      // appointment in one transaction: a refused booking leaves no guest behind.
      const booked = await resolveBooking(
        app.db,
        site.id,
        {
          consultant_id: body.consultant_id,
          customer_type: who.type,
          customerable_id: customer?.id ?? 1,
          date: body.date,
          start_time: body.start_time,
          end_time: body.end_time,
          services: body.consultant_service_ids,
          tip: 0,
        },
        { checkHours: true, newCustomer: customer ? undefined : body.guest },
      );
      if (booked.starts_at.getTime() <= clock.ms())
        throw refused('start_time', 'Please choose a time in the future.');
      // Never more (nor less) than the summary the customer agreed to: the stored total, which a
      // pay-now completion charges, is this one.
      if (body.expected_total !== undefined && body.expected_total !== booked.amounts.total) {
        throw new AppError(ErrorCode.Conflict, CustomerMessages.priceChanged, {
          expected_total: [CustomerMessages.priceChanged],
        });
      }
      // Pay now with the card the visitor confirmed (required): checked with the provider first.
      const card =
        body.pay_now === 1
          ? await prepareBookingCard(
              app.db,
              app.config,
              site.id,
              body.setup_intent_client_secret,
              who,
            )
          : null;
      // The language the site was in: the customer's messages are written in it.
      const language = bookingLanguage(request);
      const { id, emit } = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            if (!customer) {
              const [row] = await tx
                .insert(guests)
                .values({ business_id: site.id, ...body.guest!, language })
                .returning({ id: guests.id });
              who.id = row!.id;
            }
            if (customer) {
              await tx
                .update(users)
                .set({ language })
                .where(and(eq(users.id, customer.id), eq(users.business_id, site.id)));
              await assertCustomerBudget(tx, {
                businessId: site.id,
                userId: customer.id,
                date: body.date,
                now: clock.now(),
              });
            }
            // The spec's order: the guest, the card, then the appointment.
            if (card) await saveBookingCard(tx, card, who);
            const appointmentId = await insertAppointment(tx, {
              businessId: site.id,
              customer: who,
              slot: body,
              booked,
              status: 'active',
            });
            const note = activityNote('bookedOnWebsite', { name: booked.customer.full_name, ...noteSlot(body) });
            if (body.notify_by) {
              await tx
                .update(appointments)
                .set({ message_channels: body.notify_by })
                .where(eq(appointments.id, appointmentId));
            }
            // What they ticked, with the words they saw: the consent record (issue 26).
            await recordConsents(tx, { businessId: site.id, ...who }, 'site_booking', bookingConsents(body, language));
            await planAppointmentMessages(tx, app.jobs, request.log, appointmentId, 'booked');
            await emitAppointmentEvent(tx, app.jobs, appointmentId, 'appointment.created');
            await recordActivity(tx, {
              businessId: site.id,
              adminId: booked.consultant.admin_id,
              initiator: { type: who.type, id: who.id },
              receiver: { type: who.type, id: who.id },
              type: 'event',
              note,
              appointmentId,
              startDate: booked.starts_at,
              endDate: booked.ends_at,
            });
            const emit = await notifyBusiness(
              tx,
              site.id,
              booked.consultant.admin_id,
              { type: who.type, id: who.id },
              activityNote('bellBookedOnWebsite', { name: booked.customer.full_name, ...noteSlot(body) }),
            );
            return { id: appointmentId, emit };
          }),
        slotTaken,
      );
      emit();
      app.jobs.nudge();
      const [appointment] = await presentCustomerAppointments(app.db, [
        (await loadCustomerAppointmentRow(app.db, site.id, id))!,
      ]);
      const location = await businessLocation(app.db, site.id, site.name);
      const ics = appointmentIcs(appointment!, { location, host, businessEmail: site.email });
      return reply
        .status(201)
        .send(ok({ appointment: appointment!, ics }, CustomerMessages.booked));
    },
  );

  app.get(
    '/user/me/appointments',
    {
      config: { customer: true },
      schema: {
        operationId: 'listMyAppointments',
        tags: ['customers'],
        summary:
          "The signed-in customer's appointments at their business, paged: upcoming soonest " +
          'first, then past latest first (when=upcoming or when=past for one of them); status ' +
          'filters. Once the e-mail is verified, guest bookings with it are included.',
        querystring: MyAppointmentsQuerySchema,
        response: { 200: envelope(paginated(CustomerAppointmentSchema)) },
      },
    },
    async (request) => {
      const me = requireCustomer(request);
      const q = request.query;
      const window = pageWindow(q);
      const now = clock.now();
      // Bookings made as a guest since the address was verified join the account too.
      if (await isEmailVerified(app.db, me)) await linkGuestAppointments(app.db, me);
      const where = and(
        eq(appointments.business_id, me.business_id),
        eq(appointments.customer_type, 'user'),
        eq(appointments.customerable_id, me.id),
        q.status ? eq(appointments.status, q.status) : undefined,
        q.when === 'upcoming'
          ? gte(appointments.ends_at, now)
          : q.when === 'past'
            ? lt(appointments.ends_at, now)
            : undefined,
      );
      const isPast = sql`(${appointments.ends_at} < ${now.toISOString()}::timestamptz)`;
      // Upcoming soonest first, then past latest first.
      const order =
        q.when === 'past'
          ? [desc(appointments.starts_at)]
          : q.when === 'upcoming'
            ? [asc(appointments.starts_at)]
            : [
                asc(isPast),
                sql`case when ${isPast} then null else ${appointments.starts_at} end asc`,
                desc(appointments.starts_at),
              ];
      const [rows, [total]] = await Promise.all([
        selectCustomerAppointmentRows(app.db, where)
          .orderBy(...order, asc(appointments.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(appointments).where(where),
      ]);
      return ok(toPage(await presentCustomerAppointments(app.db, rows), total?.n ?? 0, window));
    },
  );

  app.patch(
    '/user/me/appointments/:id',
    {
      config: { customer: true },
      schema: {
        operationId: 'updateMyAppointment',
        tags: ['customers'],
        summary:
          "The signed-in customer cancels ({status: 'cancelled'}) or moves (date, start_time, " +
          'end_time) one of their own active appointments, not within the business\'s ' +
          'cancellation notice (cancellation_notice_hours, 24 by default) of its start: 422 ' +
          'inside it. A move is checked like a booking (the booking rules: 422; 409 when ' +
          'taken). The business is ' +
          'notified; a cancelled appointment frees its time.',
        params: IdParamSchema,
        body: UpdateMyAppointmentInputSchema,
        response: {
          200: envelope(CustomerAppointmentSchema),
          404: ErrorBodySchema.describe('No appointment of this customer has this id.'),
          409: ErrorBodySchema.describe('The new time was just taken: nothing changed.'),
          422: ErrorBodySchema.describe(
            'Inside the cancellation notice, no longer active, or an invalid new time: nothing changed.',
          ),
        },
      },
    },
    async (request) => {
      const me = requireCustomer(request);
      const id = request.params.id;
      const mine = and(
        eq(appointments.customer_type, 'user'),
        eq(appointments.customerable_id, me.id),
      );
      const current = await loadCustomerAppointmentRow(app.db, me.business_id, id, mine);
      if (!current) throw notFound();
      assertCustomerCanChange(current);
      const body = request.body;
      const who = { type: 'user' as const, id: me.id };
      const customerName = `${me.firstname} ${me.lastname}`.trim();
      let message: string;
      let emit: () => void;
      if (body.status === 'cancelled') {
        message = CustomerMessages.cancelled;
        const note = activityNote('cancelledOnWebsite', { name: customerName, ...noteSlot(current) });
        emit = await cancelCustomerAppointment(app, request.log, current, who, note);
      } else {
        message = CustomerMessages.rescheduled;
        const next = { date: body.date!, start_time: body.start_time!, end_time: body.end_time! };
        await assertKnownTimezone(app.db, body.customer_timezone_id);
        const note = activityNote('rescheduledOnWebsite', { name: customerName, ...noteMove(current, next) });
        emit = await moveCustomerAppointment(
          app,
          request.log,
          current,
          who,
          { ...next, customer_timezone_id: body.customer_timezone_id },
          note,
        );
      }
      emit();
      app.jobs.nudge();
      const [updated] = await presentCustomerAppointments(app.db, [
        (await loadCustomerAppointmentRow(app.db, me.business_id, id))!,
      ]);
      return ok(updated!, message);
    },
  );
}
