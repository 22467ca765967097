import { z } from './zod';
import { IdSchema, TimestampSchema, multiLineText } from './common';
import { PageQuerySchema, booleanFlag, searchParam } from './http';

/**
 * A person who contacted the business without being its client yet: a visitor who sent the
 * public site's contact form, or a customer who created an account there and has not been
 * approved. Approving makes them an active client of the business.
 */
export const PROSPECT_STATUSES = ['new', 'approved', 'declined'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

/** How the prospect reached the business. */
export const PROSPECT_SOURCES = ['contact', 'signup'] as const;
export type ProspectSource = (typeof PROSPECT_SOURCES)[number];

/** A business keeps at most this many prospects; past it the oldest declined one makes room. */
export const MAX_PROSPECTS_PER_BUSINESS = 5000;
/** The admins' short note on a prospect. */
export const PROSPECT_NOTE_MAX = 500;

export const ProspectMessages = {
  approved: 'Prospect approved: they are now a client of your business.',
  updated: 'Prospect updated',
  alreadyApproved: 'This prospect is already approved.',
  approveThroughAction: 'Use Approve to make a prospect a client.',
  nothingChanged: 'Nothing to update: the prospect is unchanged.',
} as const;

export const ProspectSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  /** The client account, once there is one (signups have one from the start). */
  user_id: IdSchema.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.enum(PROSPECT_SOURCES),
  status: z.enum(PROSPECT_STATUSES),
  note: z.string().nullable(),
  approved_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Present with appendUser=true: the client account, when there is one. */
  user: z
    .object({
      id: IdSchema,
      full_name: z.string(),
      email: z.string(),
      status: z.enum(['active', 'inactive', 'suspended']),
    })
    .nullable()
    .optional(),
});
export type Prospect = z.infer<typeof ProspectSchema>;

export function canApproveProspect(prospect: Pick<Prospect, 'status'>): boolean {
  return prospect.status !== 'approved';
}

export const ProspectListQuerySchema = PageQuerySchema.extend({
  appendUser: booleanFlag,
  status: z.enum(PROSPECT_STATUSES).optional(),
  search: searchParam,
});
export type ProspectListQuery = z.input<typeof ProspectListQuerySchema>;

/** POST prospect/{id}: decline or reopen, and/or the note (empty clears it). */
export const UpdateProspectInputSchema = z
  .object({
    status: z.enum(['new', 'declined']).optional(),
    note: multiLineText({ label: 'Note', max: PROSPECT_NOTE_MAX }).optional(),
  })
  .strict();
export type UpdateProspectInput = z.infer<typeof UpdateProspectInputSchema>;
