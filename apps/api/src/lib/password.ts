import { hash, verify } from '@node-rs/argon2';

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
