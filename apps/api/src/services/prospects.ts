import { MAX_PROSPECTS_PER_BUSINESS } from '@rendezvous/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { prospects, users } from '../db/schema';
import { clock } from '../lib/clock';

const sameEmail = (email: string) => sql`lower(${prospects.email}) = ${email.trim().toLowerCase()}`;

/**
 * Room for one more prospect: at the cap the oldest declined one goes. False when every
 * prospect is new or approved: then the newcomer is not recorded (their message still arrives).
 */
async function makeRoom(db: Db | Tx, businessId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(prospects).where(eq(prospects.business_id, businessId));
  if ((row?.n ?? 0) < MAX_PROSPECTS_PER_BUSINESS) return true;
  const [oldest] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.business_id, businessId), eq(prospects.status, 'declined')))
    .orderBy(asc(prospects.updated_at), asc(prospects.id))
    .limit(1);
  if (!oldest) return false;
  await db.delete(prospects).where(eq(prospects.id, oldest.id));
  return true;
}

/**
 * A contact-form sender becomes a prospect of the business unless their e-mail is already a
 * client's. A later message from the same e-mail updates the name and phone they gave.
 */
export async function recordContactProspect(
  db: Db | Tx,
  input: { businessId: number; name: string; email: string; phone: string | null },
): Promise<void> {
  const email = input.email.trim();
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.business_id, input.businessId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (client) return;
  const update = () =>
    db
      .update(prospects)
      .set({ name: input.name, phone: input.phone || null, updated_at: clock.now() })
      .where(and(eq(prospects.business_id, input.businessId), sameEmail(email)))
      .returning({ id: prospects.id });
  if ((await update()).length > 0) return;
  if (!(await makeRoom(db, input.businessId))) return;
  const inserted = await db
    .insert(prospects)
    .values({ business_id: input.businessId, name: input.name, email, phone: input.phone || null, source: 'contact' })
    .onConflictDoNothing()
    .returning({ id: prospects.id });
  // Another message from the same address got in first: it is one prospect.
  if (inserted.length === 0) await update();
}

/**
 * A customer who created an account on the public site is a prospect until approved. A
 * contact-form prospect of the same e-mail is the same person: it gets the account.
 */
export async function recordSignupProspect(
  db: Db | Tx,
  input: { businessId: number; userId: number; name: string; email: string; phone: string | null },
): Promise<void> {
  const name = input.name.trim().slice(0, 100) || input.email.trim().slice(0, 100);
  const linked = await db
    .update(prospects)
    .set({ user_id: input.userId, name, phone: input.phone || null, updated_at: clock.now() })
    .where(and(eq(prospects.business_id, input.businessId), sameEmail(input.email)))
    .returning({ id: prospects.id });
  if (linked.length > 0 || !(await makeRoom(db, input.businessId))) return;
  await db
    .insert(prospects)
    .values({
      business_id: input.businessId,
      user_id: input.userId,
      name,
      email: input.email.trim(),
      phone: input.phone || null,
      source: 'signup',
    })
    .onConflictDoNothing();
}
