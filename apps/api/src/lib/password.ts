import { hash, verify } from '@node-rs/argon2';
import { AppError, AuthMessages, ErrorCode } from '@rendezvous/domain';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown account costs the same time as a
 * known one and the response time does not reveal which emails exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}

let breached: Promise<ReadonlySet<string>> | undefined;
/**
 * The most common passwords of public breach corpora (zxcvbn's list of ~49,000; the ~18,000
 * of them long enough to pass the length rule are the ones that matter). Loaded on first use,
 * so start-up does not pay for it. The browser keeps only a short list for early feedback.
 */
function breachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary as Record<string, string[]>)['passwords-common']!.map((p) => p.toLowerCase())),
  );
  return breached;
}

/** Whether a password is one attackers try first: in the breach list, in any case. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}

/** Refuses a new password from the breach list with the form's own message, on `field`. */
export async function assertNotBreached(password: string, field = 'password'): Promise<void> {
  if (await isBreachedPassword(password)) {
    throw new AppError(ErrorCode.Validation, AuthMessages.passwordCommon, { [field]: [AuthMessages.passwordCommon] });
  }
}
