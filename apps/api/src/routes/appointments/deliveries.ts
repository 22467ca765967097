import {
  AppError,
  DeliveryMessages,
  DeliveryParamsSchema,
  ErrorCode,
  IdParamSchema,
  MessageDeliverySchema,
  type MessageDelivery,
} from '@rendezvous/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointments, messageDeliveries } from '../../db/schema';
import { envelope, notFound, ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { retryDelivery } from '../../notifications/appointment-messages';


type DeliveryRow = typeof messageDeliveries.$inferSelect;

function toWire(row: DeliveryRow): MessageDelivery {
  const reminder = /^reminder:(\d+)$/.exec(row.step);
  return {
    id: row.id,
    appointment_id: row.appointment_id,
    version: row.version,
    step: reminder ? 'reminder' : (row.step as MessageDelivery['step']),
    lead_minutes: reminder ? Number(reminder[1]) : null,
    channel: row.channel,
    status: row.status,
    due_at: row.due_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    address: row.address,
    language: (row.language as MessageDelivery['language']) ?? null,
    detail: row.detail,
    attempts: row.attempts,
  };
}

/** The appointment's delivery log: what its customer was sent, and sending a failed one again. */
export default async function deliveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The appointment of the caller's business with this id, or a 404. */
  async function ownAppointment(businessId: number, id: number) {
    const [found] = await app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)));
    if (!found) throw notFound();
  }

  app.get(
    '/appointment/:id/deliveries',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'listAppointmentDeliveries',
        tags: ['appointments'],
        summary:
          "The appointment's delivery log: each message to its customer (confirmation, change, cancellation, reminders), its channel, when it was due and sent, where to, in which language, and the provider's answer; oldest first",
        params: IdParamSchema,
        response: { 200: envelope(z.array(MessageDeliverySchema)) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      await ownAppointment(businessId, request.params.id);
      const rows = await app.db
        .select()
        .from(messageDeliveries)
        .where(
          and(
            eq(messageDeliveries.appointment_id, request.params.id),
            eq(messageDeliveries.business_id, businessId),
          ),
        )
        .orderBy(asc(messageDeliveries.due_at), asc(messageDeliveries.id));
      return ok(rows.map(toWire));
    },
  );

  app.post(
    '/appointment/:id/deliveries/:deliveryId/retry',
    {
      config: { permission: ['appointments', 'update'] },
      schema: {
        operationId: 'retryAppointmentDelivery',
        tags: ['appointments'],
        summary:
          'Send again a message of the appointment that failed after its retries: it is scheduled now, rendered from the appointment as it is. 422 for a message that did not fail.',
        params: DeliveryParamsSchema,
        response: { 200: envelope(MessageDeliverySchema) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      await ownAppointment(businessId, request.params.id);
      const retried = await app.db.transaction((tx) =>
        retryDelivery(tx, app.jobs, {
          businessId,
          appointmentId: request.params.id,
          deliveryId: request.params.deliveryId,
          by: admin.id,
        }),
      );
      if (retried === 'not found') throw notFound();
      if (retried === 'not failed') {
        throw new AppError(ErrorCode.Validation, DeliveryMessages.onlyFailed);
      }
      app.jobs.nudge();
      return ok(toWire(retried), DeliveryMessages.retried);
    },
  );
}
