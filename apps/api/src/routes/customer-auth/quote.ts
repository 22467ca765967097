import {
  BookingQuoteSchema,
  BookingSiteParamsSchema,
  PublicQuoteQuerySchema,
} from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { quoteBooking } from '../appointments/booking';
import { assertOnlineBooking, loadLiveSite } from './site';

/**
 * The summary a visitor agrees to before booking on a business's site: the lines at the chosen
 * consultant's prices, tax, booking fee and total, priced by the code that stores the booking.
 * Prices a business hides on its pages show here: nobody books without seeing what they pay.
 */
export async function customerQuoteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/site/:subdomain/quote',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicBookingQuote',
        tags: ['customers'],
        summary:
          "What booking these consultant services (a free slot's consultant_service_ids) with " +
          'this consultant costs on a live site: each line at the price charged beside the list ' +
          'price, subtotal, tax, booking fee and total in integer cents. Send the total back as ' +
          'expected_total when booking.',
        params: BookingSiteParamsSchema,
        querystring: PublicQuoteQuerySchema,
        response: { 200: z.object({ data: BookingQuoteSchema, message: z.string().optional() }) },
      },
    },
    async (request) => {
      const site = await loadLiveSite(app.db, request.params.subdomain);
      await assertOnlineBooking(app.db, site);
      const { consultant_id, consultant_service_ids } = request.query;
      return ok(await quoteBooking(app.db, site.id, consultant_id, consultant_service_ids));
    },
  );
}
