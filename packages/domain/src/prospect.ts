import { z } from 'zod';
import { IdSchema, PersonSummarySchema, TimestampSchema } from './common';
import { PageQuerySchema, booleanFlag, searchParam } from './http';

/** A customer who asked to join a business; an admin approves them. */
export const PROSPECT_STATUSES = ['pending', 'approved'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

export const ProspectSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  user_id: IdSchema,
  status: z.enum(PROSPECT_STATUSES),
  created_at: TimestampSchema,
  /** Present with appendUser=true. */
  user: PersonSummarySchema.extend({ email: z.string() }).optional(),
});
export type Prospect = z.infer<typeof ProspectSchema>;

export function canApproveProspect(prospect: Pick<Prospect, 'status'>): boolean {
  return prospect.status === 'pending';
}

export const ProspectListQuerySchema = PageQuerySchema.extend({
  appendUser: booleanFlag,
  status: z.enum(PROSPECT_STATUSES).optional(),
  search: searchParam,
});
export type ProspectListQuery = z.input<typeof ProspectListQuerySchema>;
