import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { clock } from '../lib/clock';

export const CODE_TTL_MINUTES = 15;
/** Wrong guesses after which a code is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Password-reset codes of one address alive at once. A new request leaves the earlier codes
 * working, so nobody else's request voids the one the owner is typing; at this many, a
 * request mails nothing, since the mailbox already holds a working code.
 */
export const MAX_LIVE_RESET_CODES = 3;

/** What a code proves: a password reset, or the new address of one admin's e-mail change. */
export type CodePurpose =
  | 'password_reset'
  | `email_change:${number}`
  | `customer_password_reset:${number}`
  | `customer_email:${number}`;

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const liveCodes = (email: string, purpose: CodePurpose) =>
  and(
    eq(sql`lower(${verificationCodes.email})`, email.toLowerCase()),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.used_at),
    gt(verificationCodes.expires_at, clock.now()),
  );

const codeRow = (email: string, purpose: CodePurpose, code: string) => ({
  email: email.toLowerCase(),
  purpose,
  code_hash: hashCode(email, code),
  expires_at: new Date(clock.ms() + CODE_TTL_MINUTES * 60_000),
});

/** Issues a 6-digit code; any earlier unused code for the same purpose stops working. */
export async function issueCode(db: Db, email: string, purpose: CodePurpose): Promise<string> {
  const code = newCode();
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
    await tx.insert(verificationCodes).values(codeRow(email, purpose, code));
  });
  return code;
}

/**
 * Issues a 6-digit password-reset code beside the address's live ones, or null (mail nothing)
 * while MAX_LIVE_RESET_CODES are live.
 */
export async function issueResetCode(db: Db, email: string, purpose: CodePurpose): Promise<string | null> {
  const code = newCode();
  const issued = await db.transaction(async (tx) => {
    // Requests for one address take turns, so parallel ones cannot all pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}|${email.toLowerCase()}`}))`);
    const [live] = await tx.select({ n: count() }).from(verificationCodes).where(liveCodes(email, purpose));
    if ((live?.n ?? 0) >= MAX_LIVE_RESET_CODES) return false;
    await tx.insert(verificationCodes).values(codeRow(email, purpose, code));
    return true;
  });
  return issued ? code : null;
}

/**
 * Checks a code against the address's live ones. `consume` marks a right one used, with every
 * other live one, so none can be replayed. A wrong guess counts against the newest live code,
 * which dies after MAX_CODE_ATTEMPTS, unless `countWrongGuesses` is false: password resets
 * budget their guesses per requester and per address instead (see RateLimits.codeGuess), so
 * that someone else's guesses cannot void the owner's code.
 */
export async function checkCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  { consume, countWrongGuesses = true }: { consume: boolean; countWrongGuesses?: boolean },
): Promise<boolean> {
  const live = await db
    .select()
    .from(verificationCodes)
    .where(liveCodes(email, purpose))
    .orderBy(desc(verificationCodes.id));
  const newest = live[0];
  if (!newest) return false;

  const given = Buffer.from(hashCode(email, code.trim()), 'hex');
  const right = live.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given));
  if (!right) {
    if (!countWrongGuesses) return false;
    const attempts = newest.attempts + 1;
    await db
      .update(verificationCodes)
      .set(attempts >= MAX_CODE_ATTEMPTS ? { attempts, used_at: clock.now() } : { attempts })
      .where(eq(verificationCodes.id, newest.id));
    return false;
  }
  if (consume) {
    // The used_at condition makes two concurrent uses of one code succeed only once.
    const updated = await db
      .update(verificationCodes)
      .set({ used_at: clock.now() })
      .where(and(eq(verificationCodes.id, right.id), isNull(verificationCodes.used_at)))
      .returning({ id: verificationCodes.id });
    if (updated.length !== 1) return false;
    const others = live.filter((row) => row.id !== right.id).map((row) => row.id);
    if (others.length > 0) {
      await db
        .update(verificationCodes)
        .set({ used_at: clock.now() })
        .where(and(inArray(verificationCodes.id, others), isNull(verificationCodes.used_at)));
    }
  }
  return true;
}

/** How the reset steps check a code: step 2 leaves it for step 3, which uses it up. */
export const RESET_CHECK = { consume: false, countWrongGuesses: false } as const;
export const RESET_USE = { consume: true, countWrongGuesses: false } as const;
