import { z } from './zod';
import { CoercedIdSchema, IdSchema, TimestampSchema } from './common';

/** What a customer's message about their appointment is. */
export const DELIVERY_STEPS = ['confirmation', 'change', 'cancellation', 'reminder'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

export const DELIVERY_STATUSES = ['scheduled', 'sending', 'sent', 'superseded', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DeliveryMessages = {
  retried: 'The message is being sent again',
  onlyFailed: 'Only a message that failed can be sent again',
} as const;

/**
 * One message to the customer about an appointment, as the appointment's delivery log shows it:
 * what (the step, with a reminder's lead time in minutes), on which channel, when it was due and
 * sent, where to and in which language, and what came of it.
 */
export const MessageDeliverySchema = z.object({
  id: IdSchema,
  appointment_id: IdSchema,
  /** The appointment's change it belongs to: 1 when booked, one more for each move. */
  version: z.number().int().positive(),
  step: z.enum(DELIVERY_STEPS),
  /** A reminder's lead time in minutes; null for the others. */
  lead_minutes: z.number().int().positive().nullable(),
  channel: z.enum(['email', 'sms']),
  status: z.enum(DELIVERY_STATUSES),
  due_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
  address: z.string().nullable(),
  language: z.enum(['en-CA', 'fr-CA']).nullable(),
  /** The provider's answer, or why it was skipped or failed. */
  detail: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
});
export type MessageDelivery = z.infer<typeof MessageDeliverySchema>;

/** Path of POST appointment/{id}/deliveries/{deliveryId}/retry. */
export const DeliveryParamsSchema = z.object({
  id: CoercedIdSchema,
  deliveryId: CoercedIdSchema,
});
