import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts integration tokens at rest with AES-256-GCM: a stolen database copy holds no usable
 * Google or Zoom token without the key, and a tampered value fails to decrypt.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret, 'utf8').digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The token, or throws when the value was not made with this key or was altered. */
  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * HMAC-SHA256 of `value` under this key, separated by `purpose` so a MAC made for one use
   * is never accepted for another.
   */
  mac(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n`, 'utf8').update(value, 'utf8').digest('base64url');
  }

  /** Whether `mac` is this key's MAC of `value` for `purpose` (compared in constant time). */
  verifyMac(purpose: string, value: string, mac: string): boolean {
    const expected = Buffer.from(this.mac(purpose, value));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** A keyed digest (HMAC-like) for values that must be recognised, not read back. */
  sign(value: string): string {
    return createHash('sha256').update(this.key).update(value, 'utf8').digest('base64url');
  }
}

/**
 * The cipher of what the API keeps secret for outside services (integration tokens, webhook
 * signing secrets): INTEGRATION_TOKEN_KEY, else a key tied to this install's data directory.
 */
export function integrationCipher(config: { INTEGRATION_TOKEN_KEY?: string; dataDir: string }): TokenCipher {
  return new TokenCipher(config.INTEGRATION_TOKEN_KEY ?? `rendezvous-integration-tokens:${config.dataDir}`);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}
