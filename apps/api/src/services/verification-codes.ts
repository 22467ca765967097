import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { clock } from '../lib/clock';

export const CODE_TTL_MINUTES = 15;
/** Wrong guesses after which a code is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

/** What a code proves: a password reset, or the new address of one admin's e-mail change. */
export type CodePurpose = 'password_reset' | `email_change:${number}` | `customer_password_reset:${number}`;

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');

/** Issues a 6-digit code; any earlier unused code for the same purpose stops working. */
export async function issueCode(db: Db, email: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ used_at: clock.now() })
      .where(
        and(
          eq(sql`lower(${verificationCodes.email})`, email.toLowerCase()),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.used_at),
        ),
      );
    await tx.insert(verificationCodes).values({
      email: email.toLowerCase(),
      purpose,
      code_hash: hashCode(email, code),
      expires_at: new Date(clock.ms() + CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code. A wrong guess counts against the live code, which dies after
 * MAX_CODE_ATTEMPTS; `consume` marks a right one used so it cannot be replayed.
 */
export async function checkCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  { consume }: { consume: boolean },
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(sql`lower(${verificationCodes.email})`, email.toLowerCase()),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.used_at),
        gt(verificationCodes.expires_at, clock.now()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!live) return false;

  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(email, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = live.attempts + 1;
    await db
      .update(verificationCodes)
      .set(attempts >= MAX_CODE_ATTEMPTS ? { attempts, used_at: clock.now() } : { attempts })
      .where(eq(verificationCodes.id, live.id));
    return false;
  }
  if (consume) {
    // The used_at condition makes two concurrent resets with one code succeed only once.
    const updated = await db
      .update(verificationCodes)
      .set({ used_at: clock.now() })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.used_at)))
      .returning({ id: verificationCodes.id });
    return updated.length === 1;
  }
  return true;
}
