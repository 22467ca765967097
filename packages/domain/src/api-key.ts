import { z } from './zod';
import { IdSchema, TimestampSchema, requiredString } from './common';
import { TEXT_MAX } from './constants';

/*
 * API keys (issue 27): an owner gives an integration (an accounting export, a CRM sync, a
 * script) its own credential instead of a person's password. A key acts as the admin who made
 * it, with that admin's roles as they are at each request, in its business only; a read key
 * may only read. It is shown once and stored as its SHA-256.
 */

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'rdv_key_';
/** The most keys a business holds at once. */
export const API_KEYS_PER_BUSINESS = 20;
/** How many of a key's last characters are kept to tell keys apart. */
export const API_KEY_HINT_LENGTH = 4;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

export const ApiKeyMessages = {
  nameRequired: 'Name the key after what uses it',
  scopeRequired: 'Choose what the key may do',
  limitReached: (max: number) => `A business holds at most ${max} API keys. Revoke one before making another.`,
  created: 'API key created. Copy it now: it is not shown again.',
  revoked: 'API key revoked. Requests made with it are refused from now on.',
  notFound: 'This API key does not exist or was revoked.',
  readOnly: 'This API key may only read. Make a read-and-write key to change data.',
  notForKeys: 'API keys cannot do this. Sign in as a person to do it.',
  otherBusiness: "An API key works in its own business only.",
} as const;

// The schemas are marked pure so the console's routes that never read a key do not carry them.

/** A key as the business lists it: never the key itself, only its last characters. */
export const ApiKeySchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's last characters, as in `rdv_key_…Ab3x`. */
  hint: z.string(),
  created_at: TimestampSchema,
  /** The admin whose roles the key carries. */
  created_by: z.object({ id: IdSchema, full_name: z.string() }),
  last_used_at: TimestampSchema.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** A key just made: with the key itself, which is never shown again. */
export const CreatedApiKeySchema = /* @__PURE__ */ ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** Body of POST api-keys. */
export const CreateApiKeyInputSchema = /* @__PURE__ */ z.strictObject({
  name: /* @__PURE__ */ requiredString(ApiKeyMessages.nameRequired, { label: 'Name', max: TEXT_MAX.name }),
  scope: z.enum(API_KEY_SCOPES, { error: ApiKeyMessages.scopeRequired }),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInputSchema>;

/** How a key is shown without its secret: `rdv_key_…Ab3x`. */
export function apiKeyLabel(hint: string): string {
  return `${API_KEY_PREFIX}…${hint}`;
}
