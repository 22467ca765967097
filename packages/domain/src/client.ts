import { z } from './zod';
import { NewPasswordSchema } from './auth';
import { IdSchema, TimestampSchema, requiredEmail, requiredString, singleLineText } from './common';
import { MAX_PAGE_SIZE, PERSON_STATUSES, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag, searchParam } from './http';
import { MerchantCustomerSchema } from './payment-method';
import { requiredPhone } from './phone';

// In a module of its own: a screen that shows a text need not load the schemas (and the phone
// rule's metadata) this module builds.
import { ClientMessages } from './client-messages';

export { ClientMessages };

/** A client (a customer with an account; the API calls the row a user). Never carries the password. */
export const ClientSchema = z.object({
  id: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(PERSON_STATUSES),
  image_url: z.string().nullable(),
  business_id: IdSchema,
  morph_class: z.literal('user'),
  created_at: TimestampSchema,
  merchant_customers: z.array(MerchantCustomerSchema).optional(),
});
export type Client = z.infer<typeof ClientSchema>;

/** Fields the client and guest forms share. */
export const personFormFields = {
  firstname: requiredString(ClientMessages.firstNameRequired, {
    label: 'First name',
    max: TEXT_MAX.name,
  }),
  lastname: requiredString(ClientMessages.lastNameRequired, {
    label: 'Last name',
    max: TEXT_MAX.name,
  }),
  email: requiredEmail(ClientMessages.emailRequired, ClientMessages.emailValid),
  phone: requiredPhone(ClientMessages.phoneRequired),
};

export const ClientFormSchema = z.object({
  ...personFormFields,
  status: z.enum(PERSON_STATUSES, { error: ClientMessages.statusRequired }),
});
export type ClientForm = z.input<typeof ClientFormSchema>;

export const CLIENT_FORM_DEFAULTS = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  status: 'active',
} as const satisfies ClientForm;

/**
 * Body of POST /user. The business comes from the request's scope. Without a password the
 * server gives the client a random one; the client sets their own through forgot-password.
 */
export const CreateClientInputSchema = ClientFormSchema.extend({
  password: z.optional(NewPasswordSchema),
});
export type CreateClientInput = z.infer<typeof CreateClientInputSchema>;

/** Body of PUT user/{id}. */
export const UpdateClientInputSchema = ClientFormSchema.partial();
export type UpdateClientInput = z.infer<typeof UpdateClientInputSchema>;

export const ClientListQuerySchema = PageQuerySchema.extend({
  filterByBusiness: booleanFlag,
  status: z.enum(PERSON_STATUSES).optional(),
  search: searchParam,
  limit: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  total: booleanFlag,
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

/** Query of GET /user/find: the appointment dialog's customer search. */
export const ClientFindQuerySchema = z.object({
  query: singleLineText({ label: 'Search', max: TEXT_MAX.search }).min(1),
});
export type ClientFindQuery = z.infer<typeof ClientFindQuerySchema>;

/**
 * GET users/stats: the dashboard's Total Users (clients of the business) and User
 * Registrations (clients created per month in the business time zone, the last 12 months,
 * oldest first, months without any included with 0).
 */
export const ClientStatsSchema = z.object({
  total: z.number().int(),
  monthly: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int() })),
});
export type ClientStats = z.infer<typeof ClientStatsSchema>;
