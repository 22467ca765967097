import {
  AppError,
  CustomerMessages,
  ErrorBodySchema,
  ErrorCode,
  PublicSeriesInputSchema,
  RecurrenceMessages,
  SeriesBookedSchema,
  SeriesCheckSchema,
  activityNote,
  noteSlot,
  seriesDates,
} from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseOverlap } from '../../db/errors';
import { appointments } from '../../db/schema';
import { clock } from '../../lib/clock';
import { assertCustomerBudget } from '../../services/booking-budget';
import { bookingConsents, recordConsents } from '../../services/privacy';
import { planSeries, presentOccurrence, writeSeries } from '../../services/series';
import { assertKnownTimezone } from '../appointments/booking';
import { notifyBusiness, slotTaken } from './changes';
import { requireCustomer } from './session';
import { assertOnlineBooking, bookingLanguage, loadLiveSite, type LiveSite } from './site';

/*
 * Repeating bookings on the site (issue 25), for a business that takes them (its
 * online_series_max, 0 by default) and a signed-in customer: each occurrence spends the
 * customer's open-bookings budget, as single bookings do, so the series is bounded twice. They
 * are paid at each appointment: a card charged for a whole series up front would be a charge
 * larger than any one total the customer saw.
 */

const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
const Params = z.object({ subdomain: z.string().min(1).max(63) });

const refused = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

export async function customerSeriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The site, the customer and the checked plan of the series the body asks for. */
  async function planFor(request: FastifyRequest, subdomain: string, body: z.output<typeof PublicSeriesInputSchema>) {
    const site = await loadLiveSite(app.db, subdomain);
    await assertOnlineBooking(app.db, site);
    if (!request.user && !request.admin) {
      throw new AppError(ErrorCode.Unauthenticated, RecurrenceMessages.onlineSignIn);
    }
    const customer = requireCustomer(request);
    if (customer.business_id !== site.id) throw new AppError(ErrorCode.Forbidden, CustomerMessages.notCustomer);
    assertSeriesAllowed(site, body);
    await assertKnownTimezone(app.db, body.customer_timezone_id);
    const plan = await planSeries(
      app.db,
      site.id,
      {
        consultant_id: body.consultant_id,
        customer_type: 'user',
        customerable_id: customer.id,
        date: body.date,
        start_time: body.start_time,
        end_time: body.end_time,
        services: body.consultant_service_ids,
        tip: 0,
      },
      body.recurrence,
      { override: false },
    );
    return { site, customer, plan };
  }

  const seriesSchema = (operationId: string, summary: string, ok: z.ZodType, status: 200 | 201) => ({
    config: { public: true, customer: true, rateLimited: true },
    schema: {
      operationId,
      tags: ['customers'],
      summary,
      params: Params,
      body: PublicSeriesInputSchema,
      response: {
        [status]: envelope(ok),
        401: ErrorBodySchema.describe('Not signed in as a customer: a repeating booking needs an account.'),
        403: ErrorBodySchema.describe('The site takes no online bookings, no repeating ones, or the customer is not one of its customers.'),
        404: ErrorBodySchema.describe('No site at this address.'),
        ...(status === 201
          ? {
              409: ErrorBodySchema.describe(
                "Some occurrence cannot be booked (book=all), none can, a time was just taken, the customer's budget is spent or the total is not the one agreed: nothing was booked.",
              ),
            }
          : {}),
        422: ErrorBodySchema.describe('A field is invalid, or the series holds more appointments than the business takes online.'),
      },
    },
  });

  app.post(
    '/site/:subdomain/appointments/series/check',
    seriesSchema(
      'checkPublicSeries',
      "Check every occurrence of a repeating booking a signed-in customer is about to make on the site, as a single booking would be checked; each answers free, or why not and the nearest free time. Only for a business that takes repeating bookings online (online_series_max), with at most that many appointments. Books nothing.",
      SeriesCheckSchema,
      200,
    ),
    async (request) => {
      const { plan } = await planFor(request, request.params.subdomain, request.body);
      return { data: { occurrences: plan.occurrences.map(presentOccurrence) } };
    },
  );

  app.post(
    '/site/:subdomain/appointments/series',
    seriesSchema(
      'createPublicSeries',
      "Book a repeating appointment as the signed-in customer, checked as series/check does, in one transaction: book=all books every occurrence or none, book=free the free ones. Each occurrence spends the customer's open-bookings budget and is paid at the appointment; with expected_total (one appointment's total as quoted), a different total books nothing. The customer is sent one confirmation per appointment and the business is notified once.",
      SeriesBookedSchema,
      201,
    ),
    async (request, reply) => {
      const body = request.body;
      const { site, customer, plan } = await planFor(request, request.params.subdomain, body);
      if (body.expected_total !== undefined && body.expected_total !== plan.booked.amounts.total) {
        throw new AppError(ErrorCode.Conflict, CustomerMessages.priceChanged, {
          expected_total: [CustomerMessages.priceChanged],
        });
      }
      const conflicts = plan.occurrences.filter((o) => !o.free);
      const chosen = plan.occurrences.filter((o) => o.free);
      if (body.book === 'all' && conflicts.length > 0) {
        throw new AppError(ErrorCode.Conflict, RecurrenceMessages.conflicts(conflicts.length), {
          recurrence: conflicts.map((o) => `${o.date}: ${o.reason}`),
        });
      }
      if (chosen.length === 0) throw new AppError(ErrorCode.Conflict, RecurrenceMessages.noneFree);
      const who = { type: 'user' as const, id: customer.id };
      const { seriesId, ids, emit } = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            const { seriesId, ids } = await writeSeries(tx, app.jobs, request.log, {
              businessId: site.id,
              recurrence: body.recurrence,
              customer: who,
              slot: { ...body, pay_now: 0 },
              plan,
              chosen,
              status: 'active',
              activity: (o, id, nth) => ({
                adminId: plan.booked.consultant.admin_id,
                initiator: who,
                receiver: who,
                type: 'event',
                note: activityNote('bookedOnWebsiteInSeries', {
                  name: plan.booked.customer.full_name,
                  ...noteSlot({ ...body, date: o.date }),
                  series: id,
                  nth,
                  count: chosen.length,
                }),
              }),
              // Each occurrence spends the customer's budget, as a single booking does.
              perOccurrence: (o) =>
                assertCustomerBudget(tx, { businessId: site.id, userId: customer.id, date: o.date, now: clock.now() }),
              afterInsert: async (appointmentId) => {
                if (body.notify_by) {
                  await tx
                    .update(appointments)
                    .set({ message_channels: body.notify_by })
                    .where(eq(appointments.id, appointmentId));
                }
              },
            });
            await recordConsents(tx, { businessId: site.id, ...who }, 'site_booking', bookingConsents(body, bookingLanguage(request)));
            const emit = await notifyBusiness(
              app,
              tx,
              site.id,
              plan.booked.consultant.admin_id,
              who,
              activityNote('bellSeriesBookedOnWebsite', {
                count: ids.length,
                name: plan.booked.customer.full_name,
                date: chosen[0]!.date,
              }),
            );
            return { seriesId, ids, emit };
          }),
        slotTaken,
      );
      emit();
      app.jobs.nudge();
      return reply.status(201).send({
        data: { series_id: seriesId, appointment_ids: ids, skipped: conflicts.map(presentOccurrence) },
        message: RecurrenceMessages.booked(ids.length),
      });
    },
  );
}

/** The business takes repeating bookings online, this many at most, paid at each appointment. */
function assertSeriesAllowed(site: LiveSite, body: z.output<typeof PublicSeriesInputSchema>): void {
  if (site.online_series_max === 0) throw new AppError(ErrorCode.Forbidden, RecurrenceMessages.onlineOff);
  const dates = seriesDates(body.date, body.recurrence);
  if (!dates || dates.length > site.online_series_max) {
    throw refused('recurrence.count', RecurrenceMessages.onlineTooMany(site.online_series_max));
  }
}
