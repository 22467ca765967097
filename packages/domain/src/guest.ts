import { z } from './zod';
import { CoercedIdSchema, IdSchema, TimestampSchema } from './common';
import { PERSON_STATUSES } from './constants';
import { personFormFields } from './client';
import { PageQuerySchema, searchParam } from './http';
import { MerchantCustomerSchema } from './payment-method';
import { optionalPhone } from './phone';

/** A customer without an account, created when booking for someone as a guest. */
export const GuestSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(PERSON_STATUSES),
  morph_class: z.literal('guest'),
  created_at: TimestampSchema,
  merchant_customers: z.array(MerchantCustomerSchema).optional(),
});
export type Guest = z.infer<typeof GuestSchema>;

/** The guest form: the client form's field rules without status. */
export const GuestFormSchema = z.object(personFormFields);
export type GuestForm = z.input<typeof GuestFormSchema>;

export const GUEST_FORM_DEFAULTS = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
} as const satisfies GuestForm;

/**
 * Body of POST guest. The phone is optional here because the appointment dialog creates its
 * guest from a name and an email only; the guest dialog itself still requires it.
 */
export const CreateGuestInputSchema = GuestFormSchema.extend({
  phone: optionalPhone().nullable().optional(),
});
export type CreateGuestInput = z.infer<typeof CreateGuestInputSchema>;

/** Body of PUT guest/{id}. */
export const UpdateGuestInputSchema = GuestFormSchema.extend({
  status: z.enum(PERSON_STATUSES),
}).partial();
export type UpdateGuestInput = z.infer<typeof UpdateGuestInputSchema>;

export const GuestListQuerySchema = PageQuerySchema.extend({
  business_id: CoercedIdSchema.optional(),
  status: z.enum(PERSON_STATUSES).optional(),
  search: searchParam,
});
export type GuestListQuery = z.input<typeof GuestListQuerySchema>;
