import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import type { MailGateway } from '../gateways/mail';
import { clock } from '../lib/clock';
import { accountMail } from '../notifications/account-mails';
import type { Language } from '../notifications/render';
import { registerLink } from '../routes/invitations/codes';

/** A business is in its first day, with the lower invitation budget, until 24 hours old. */
const FIRST_DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the business is still in its first day (the lower invitation budget applies). */
export async function inFirstDay(db: Db, businessId: number): Promise<boolean> {
  const [business] = await db
    .select({ created_at: businesses.created_at })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return !business || clock.ms() - business.created_at.getTime() < FIRST_DAY_MS;
}

/**
 * Mails one invitation: the /register link with its code, from the inviter, for the business,
 * in `language` (the inviter's screen's: the invitee's own is not known yet).
 */
export async function mailInvitation(
  deps: { db: Db; mail: MailGateway; publicUrl: string },
  invite: { email: string; business_id: number },
  code: string,
  inviterName: string,
  language: Language,
): Promise<void> {
  const [business] = await deps.db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, invite.business_id));
  await deps.mail.send({
    business_id: invite.business_id,
    to: invite.email,
    ...accountMail('invitation', language, {
      inviter: inviterName,
      business: business?.name ?? null,
      link: registerLink(deps.publicUrl, invite.email, code),
      code,
    }),
  });
}
