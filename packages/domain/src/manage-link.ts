import { z } from './zod';
import { AppointmentMessages } from './appointment';
import {
  CoercedIdSchema,
  DateStringSchema,
  IdSchema,
  TimeStringSchema,
  TimestampSchema,
  requiredString,
} from './common';
import { CustomerAppointmentSchema } from './customer';

/**
 * The "manage your appointment" link of a confirmation e-mail (issue 25): whoever holds it may
 * see, cancel or move that one appointment, no account needed, outside the business's
 * cancellation notice. The token is signed by the server; it is bound to the appointment and
 * its customer and stops working once the appointment starts.
 */

/** Longer than any token the server signs ("<appointment>.<u|g>.<customer>.<43-char MAC>"). */
export const MANAGE_TOKEN_MAX = 100;

export const ManageLinkMessages = {
  tokenRequired: 'The link is incomplete: copy the whole link from your confirmation e-mail.',
  invalid: 'This link is not valid: copy the whole link from your confirmation e-mail.',
  expired: 'This link has expired: the appointment has already started.',
} as const;

const TokenSchema = requiredString(ManageLinkMessages.tokenRequired, {
  label: 'Token',
  max: MANAGE_TOKEN_MAX,
}).describe("The signed token of the confirmation e-mail's manage link");

/** Query of GET manage/appointment. */
export const ManageTokenQuerySchema = z.object({ token: TokenSchema });

/** Body of POST manage/appointment/cancel. */
export const ManageCancelInputSchema = z.object({ token: TokenSchema });
export type ManageCancelInput = z.input<typeof ManageCancelInputSchema>;

/** Query of GET manage/appointment/times: free times on a date, same consultant and services. */
export const ManageTimesQuerySchema = z.object({
  token: TokenSchema,
  date: requiredString(AppointmentMessages.dateRequired, { label: 'Date', max: 10 }).pipe(
    DateStringSchema,
  ),
  customer_timezone_id: CoercedIdSchema.optional(),
});
export type ManageTimesQuery = z.input<typeof ManageTimesQuerySchema>;

/**
 * Body of POST manage/appointment/move: the new date and start on the business's clock; the
 * appointment keeps its length, consultant and services.
 */
export const ManageMoveInputSchema = z.object({
  token: TokenSchema,
  date: requiredString(AppointmentMessages.dateRequired, { label: 'Date', max: 10 }).pipe(
    DateStringSchema,
  ),
  start_time: requiredString(AppointmentMessages.startTimeRequired, {
    label: 'Start time',
    max: 8,
  }).pipe(TimeStringSchema),
  customer_timezone_id: IdSchema.nullable().optional(),
});
export type ManageMoveInput = z.input<typeof ManageMoveInputSchema>;

/** What the manage page shows: the appointment, its business, and until when it can change. */
export const ManagedAppointmentSchema = z.object({
  business: z.object({
    name: z.string(),
    subdomain: z.string().nullable(),
    /** The business's phone, for "call us" once it is too late to change online. */
    phone: z.string().nullable(),
  }),
  appointment: CustomerAppointmentSchema,
  /** The last instant a change is taken online (the start less the notice); null once cancelled. */
  change_until: TimestampSchema.nullable(),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointmentSchema>;
