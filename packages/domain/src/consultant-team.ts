import { z } from './zod';
import { CoercedIdSchema, IdSchema } from './common';
import { ACTIVITY_TYPES, TEXT_MAX } from './constants';
import { PageQuerySchema } from './http';
import { InvitationMessages } from './invitation-messages';

/** At most this many addresses in one "Invite consultants by e-mail" request. */
export const MAX_CONSULTANT_INVITES = 20;

/** GET consultant-activities: the activities by or about the business's consultants. */
export const ConsultantActivityListQuerySchema = PageQuerySchema.extend({
  /** One consultant (consultants.id) of the business; 404 for another business's. */
  consultantId: CoercedIdSchema.optional(),
  activityType: z.enum(ACTIVITY_TYPES).optional(),
});
export type ConsultantActivityListQuery = z.input<typeof ConsultantActivityListQuerySchema>;

/**
 * POST send-consultant-email-invites. Each address is checked on its own and answered on its
 * own (with the invitation dialog's messages), so one typo does not hold back the others.
 */
export const ConsultantEmailInvitesInputSchema = z.object({
  emails: z
    .array(z.string().max(TEXT_MAX.email, { error: InvitationMessages.emailValid }))
    .min(1, { error: InvitationMessages.emailRequired })
    .max(MAX_CONSULTANT_INVITES, { error: `At most ${MAX_CONSULTANT_INVITES} addresses at a time` }),
});
export type ConsultantEmailInvitesInput = z.infer<typeof ConsultantEmailInvitesInputSchema>;

export const CONSULTANT_INVITE_OUTCOMES = ['invited', 'invalid', 'already_admin', 'already_invited'] as const;
export type ConsultantInviteOutcome = (typeof CONSULTANT_INVITE_OUTCOMES)[number];

export const ConsultantInviteResultSchema = z.object({
  email: z.string(),
  status: z.enum(CONSULTANT_INVITE_OUTCOMES),
  /** Why an address was not invited, or that it was. */
  message: z.string(),
  invitation_id: IdSchema.nullable(),
});
export type ConsultantInviteResult = z.infer<typeof ConsultantInviteResultSchema>;

/** An address of the list as the invitation dialog checks it: its message, or null when fine. */
export function consultantInviteProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return InvitationMessages.emailRequired;
  return z.email().safeParse(trimmed).success ? null : InvitationMessages.emailValid;
}
