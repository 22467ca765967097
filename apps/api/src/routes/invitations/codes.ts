import { createHash, randomBytes } from 'node:crypto';
import { clock } from '../../lib/clock';

/** Invitation codes stay valid this long after they are mailed. */
export const INVITATION_TTL_DAYS = 14;

/** A new single-use invitation code, the hash that is stored for it, and when it expires. */
export function newInvitationCode(now = clock.ms()): { code: string; code_hash: string; expires_at: Date } {
  const code = randomBytes(9).toString('base64url');
  return {
    code,
    code_hash: createHash('sha256').update(code).digest('hex'),
    expires_at: new Date(now + INVITATION_TTL_DAYS * 86_400_000),
  };
}

/** The console's register page, prefilled with the address and the code. */
export function registerLink(publicUrl: string, email: string, code: string): string {
  return `${publicUrl}/register?${new URLSearchParams({ email, code })}`;
}
