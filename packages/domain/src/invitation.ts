import { z } from './zod';
import { InvitationMessages } from './invitation-messages';
import {
  EMAIL_FIELD,
  IdSchema,
  PersonSummarySchema,
  TimestampSchema,
  requiredEmail,
  requiredId,
  requiredString,
} from './common';
import { INVITATION_STATUSES, MAX_ID, MAX_LIST_ITEMS, TEXT_MAX } from './constants';
import { PageQuerySchema, booleanFlag } from './http';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationSchema = z.object({
  id: IdSchema,
  email: z.string(),
  roleId: IdSchema,
  status: z.enum(INVITATION_STATUSES),
  /** The admin the invitation created, once registered. */
  admin_id: IdSchema.nullable(),
  admin: PersonSummarySchema.nullable().optional(),
  sender_id: IdSchema,
  sender: PersonSummarySchema.optional(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  last_email_sent: TimestampSchema.nullable(),
  created_at: TimestampSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Resend and delete are disabled once the invitee has registered. */
export function canChangeInvitation(invitation: Pick<Invitation, 'status'>): boolean {
  return invitation.status !== 'registered';
}

const emailShape = z.email().max(EMAIL_FIELD.max);

/** Splits "a@x.com, b@y.com" into addresses: trimmed, blanks dropped, duplicates (any case) removed. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(',')) {
    const email = part.trim();
    if (email && !seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase());
      emails.push(email);
    }
  }
  return emails;
}

/** One or more comma-separated addresses, each valid; parses to the list of addresses. */
export const EmailListSchema = requiredString(InvitationMessages.emailRequired, {
  ...EMAIL_FIELD,
  max: TEXT_MAX.long,
})
  .transform(parseEmailList)
  .pipe(
    z
      .array(z.string())
      .min(1, { error: InvitationMessages.emailRequired })
      .max(MAX_LIST_ITEMS, { error: InvitationMessages.tooMany })
      .refine((emails) => emails.every((e) => emailShape.safeParse(e).success), {
        error: InvitationMessages.emailValid,
      }),
  );

/** The Invite People dialog's entry row: a role and one or more addresses to add to the list. */
export const InviteEntryFormSchema = z.object({
  roleId: requiredId(InvitationMessages.roleRequired),
  email: EmailListSchema,
});
export type InviteEntryForm = z.input<typeof InviteEntryFormSchema>;

/** One invitation of POST /invitations: the dialog's messages, whoever sends it. */
export const InvitationEntrySchema = z.object({
  roleId: z
    .number({ error: InvitationMessages.roleRequired })
    .int({ error: InvitationMessages.roleRequired })
    .positive({ error: InvitationMessages.roleRequired })
    .max(MAX_ID, { error: InvitationMessages.roleRequired }),
  email: requiredEmail(InvitationMessages.emailRequired, InvitationMessages.emailValid),
});
export type InvitationEntry = z.infer<typeof InvitationEntrySchema>;

/** Turns a valid entry row into one invitation per address. */
export function toInvitationEntries(
  entry: z.output<typeof InviteEntryFormSchema>,
): InvitationEntry[] {
  return entry.email.map((email) => ({ roleId: entry.roleId, email }));
}

/** Body of POST /invitations. */
export const CreateInvitationsInputSchema = z.object({
  invitations: z
    .array(InvitationEntrySchema, { error: InvitationMessages.noneAdded })
    .min(1, { error: InvitationMessages.noneAdded })
    .max(MAX_LIST_ITEMS, { error: InvitationMessages.tooMany }),
});
export type CreateInvitationsInput = z.infer<typeof CreateInvitationsInputSchema>;

/** The platform admin's invite-businesses dialog: comma-separated addresses. */
export const InviteBusinessesInputSchema = z.object({ emails: EmailListSchema });
export type InviteBusinessesInput = z.input<typeof InviteBusinessesInputSchema>;

export const InvitationListQuerySchema = PageQuerySchema.extend({
  filterByBusiness: booleanFlag,
  status: z.enum(INVITATION_STATUSES).optional(),
});
export type InvitationListQuery = z.input<typeof InvitationListQuerySchema>;
