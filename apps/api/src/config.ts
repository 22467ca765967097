import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const count = z.coerce.number().int().positive();

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies' X-Forwarded-For entries to believe, as Fastify's trustProxy takes them: how
 * many hops sit in front of the API, or their addresses. `true` would believe every entry,
 * so any client could write its own address and walk past the per-IP limits.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no') return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  const entries = v.split(',').map((s) => s.trim());
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad === undefined) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      ['true', 'yes'].includes(v)
        ? 'trusting every hop lets any client forge X-Forwarded-For; give the number of proxies in front of the API (e.g. 1) or their addresses/CIDRs, comma-separated'
        : `"${bad}" is neither a hop count nor a proxy address/CIDR (comma-separated)`,
  });
  return z.NEVER;
});

/**
 * Every environment variable the API reads, validated once at start-up. Nothing else in the
 * API reads `process.env` (a lint rule enforces it).
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where uploaded images live: files under DATA_DIR/uploads, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The largest image accepted, in bytes (5 MiB). */
  UPLOAD_MAX_BYTES: count.max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** With STORAGE=s3: the S3 API (path-style); unset, AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: 'must be a region name such as us-east-1' })
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Where browsers read the bucket's objects (a CDN or public bucket URL); unset, S3_ENDPOINT/S3_BUCKET. */
  S3_PUBLIC_URL: url(['http', 'https']).optional(),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /**
   * PGlite only: reuse the results of the hot prepared reads until the next write
   * (db/read-cache.ts). `false` reads every time; `pnpm bench` measures both.
   */
  PGLITE_READ_CACHE: bool.default(true),
  /** Defaults to http://HOST:PORT (localhost when HOST is 0.0.0.0 or ::). */
  PUBLIC_URL: url(['http', 'https']).optional(),
  SITE_DOMAIN: z.string().min(1).default('rendezvous.localhost'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  /** Twilio's account, secret and sending number (or messaging service SID): SMS go through Twilio with all three, to the development SMS outbox without. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/).optional(),
  /** Another address for Twilio's REST API (a stand-in server in tests); Twilio's own by default. */
  TWILIO_API_URL: url(['http', 'https']).optional(),
  MAIL_FROM: z.string().min(3).default('Rendezvous <no-reply@rendezvous.localhost>'),
  SEED_DEMO: bool.default(true),
  /**
   * Where the job queue's work (customer messages) runs: `in-process` (default) in each API
   * process; `off` leaves it to worker processes (`npm run worker`, PostgreSQL only). Either
   * way every API process adds jobs.
   */
  JOBS: z.enum(['in-process', 'off']).default('in-process'),
  /**
   * The development mailbox shows recorded mail, codes included. Unset, it exists only when
   * nothing says the server is deployed (no SMTP_URL, no TRUST_PROXY, PUBLIC_URL on this
   * machine); `true` forces it on (still loopback only), `false` off.
   */
  DEV_MAILBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder holding the three built SPAs (admin-console, setup-wizard, public-site). */
  WEB_DIST_DIR: z.string().optional(),
  /** Access tokens expire after this many minutes without use... */
  TOKEN_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  /** ...and in any case this many hours after sign-in. */
  TOKEN_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24 * 7),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Failed sign-ins to one account from one source before each further attempt from there
   * waits SIGN_IN_DELAY_SECONDS, doubling per failure up to SIGN_IN_MAX_DELAY_SECONDS. Keyed
   * by account and source, so no one else's failures ever keep the owner out.
   */
  SIGN_IN_FREE_FAILURES: count.default(5),
  SIGN_IN_DELAY_SECONDS: count.default(1),
  SIGN_IN_MAX_DELAY_SECONDS: count.max(24 * 60 * 60).default(15 * 60),
  /** Failed sign-ins per source per window, whatever the account (credential stuffing). */
  SIGN_IN_IP_FAILURE_LIMIT: count.default(100),
  /** Sign-up and register attempts per source per window: their "taken" answers are an oracle. */
  SIGN_UP_IP_LIMIT: count.default(20),
  REFRESH_IP_LIMIT: count.default(300),
  /** Code steps per window per source, and per source and e-mail address. */
  CODE_IP_LIMIT: count.default(30),
  CODE_EMAIL_LIMIT: count.default(10),
  /**
   * Wrong password-reset codes an hour per source and address, and per address over all
   * sources: with at most 3 live codes, a 6-digit code falls to at most 90 in a million guesses
   * an hour, and pausing an address's checks takes wrong guesses from 6 or more networks.
   */
  CODE_SOURCE_GUESS_LIMIT: count.default(5),
  CODE_GUESS_LIMIT: count.default(30),
  /** Public contact-form messages per source per window. */
  CONTACT_IP_LIMIT: count.default(20),
  /** Address suggestions per source per window (one a pause in typing, so generous). */
  GEOCODE_SUGGEST_IP_LIMIT: count.default(600),
  RATE_LIMIT_WINDOW_SECONDS: count.default(15 * 60),
  /**
   * Invitation e-mails (addresses, resends included) a business may send a day, and in its
   * first 24 hours, so the platform cannot mail strangers in bulk under a chosen business name.
   */
  INVITE_DAILY_LIMIT: count.default(50),
  INVITE_FIRST_DAY_LIMIT: count.default(10),
  /** Requests one API key may make a minute (shared by every API process when Redis is set). */
  API_KEY_REQUESTS_PER_MINUTE: count.default(300),
  /** Extra X-Origin-Key values accepted besides the three apps' own (comma-separated). */
  EXTRA_ORIGIN_KEYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: trustProxy.default(false),
  /** Where addresses are geocoded: bundled city data (offline) or a Nominatim server. */
  GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
  NOMINATIM_URL: url(['http', 'https']).default('https://nominatim.openstreetmap.org'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Map tiles the address cards load, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png.
   * Unset, maps show a blank background with a note, so nothing is fetched from outside.
   */
  MAP_TILE_URL: url(['http', 'https'])
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
      message: 'must contain {z}, {x} and {y}',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /**
   * Google Calendar and Meet over OAuth 2 (PKCE). Without both, a sandbox provider on the same
   * flow stands in. The URLs are overridable so tests can point them at local stand-ins.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).max(512).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  GOOGLE_AUTH_URL: url(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: url(['http', 'https']).default('https://www.googleapis.com/calendar/v3'),
  /** Zoom over OAuth 2 (PKCE); sandbox without both. */
  ZOOM_CLIENT_ID: z.string().min(1).max(512).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  ZOOM_AUTH_URL: url(['http', 'https']).default('https://zoom.us/oauth/authorize'),
  ZOOM_TOKEN_URL: url(['http', 'https']).default('https://zoom.us/oauth/token'),
  ZOOM_API_URL: url(['http', 'https']).default('https://api.zoom.us/v2'),
  /** Served at /zoomverify/verifyzoom.html for Zoom's domain verification. */
  ZOOM_VERIFICATION_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/, { message: 'must be letters, digits, - or _ (at most 256)' })
    .optional(),
  /**
   * Where providers send the browser back (the console's /redirect page); defaults to
   * PUBLIC_URL/redirect. Register it with each provider.
   */
  OAUTH_REDIRECT_URL: url(['http', 'https']).optional(),
  /**
   * Encrypts integration tokens at rest (AES-256-GCM; the key is SHA-256 of this value, at least
   * 32 characters). Unset, a key derived from DATA_DIR is used and a warning logged.
   */
  INTEGRATION_TOKEN_KEY: z.string().min(32).max(512).optional(),
  /** Calls to Google and Zoom give up after this long. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Card payments through Stripe (setup intents, customers, Connect onboarding, off-session
   * charges). Unset, the offline sandbox gateway takes test cards. The three go together.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,250}$/, { message: 'must be a Stripe secret key (sk_test_... or sk_live_...)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9_]{8,250}$/, { message: 'must be a Stripe publishable key (pk_test_... or pk_live_...)' })
    .optional(),
  /** The signing secret of the webhook endpoint /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]{8,250}$/, { message: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  /** Where Stripe's REST API answers; only a local stand-in in tests needs another one. */
  STRIPE_API_URL: url(['http', 'https']).optional(),
  /**
   * The sandbox gateway signs its own webhook events and onboarding links with this. Unset, a
   * random one is made on first use and kept in DATA_DIR/payments-sandbox-secret; set it when
   * API processes on several machines share one database.
   */
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).max(256).optional(),
  /**
   * Turns on GET /metrics (Prometheus' text format) for a scraper sending
   * `Authorization: Bearer <METRICS_TOKEN>`. Unset, there is no /metrics: it tells of traffic
   * and load, so it is never open to all.
   */
  METRICS_TOKEN: z.string().min(24).max(256).optional(),
  /**
   * Webhook endpoints that resolve to private, loopback or link-local addresses: refused
   * (`deny`, what production needs: no tenant may make the server call into its own network)
   * or allowed (`allow`). Unset: allowed in development and test only.
   */
  WEBHOOK_PRIVATE_ADDRESSES: z.enum(['allow', 'deny']).optional(),
  /** A PEM file of extra certificate authorities webhook endpoints may be signed by (an internal CA). */
  WEBHOOK_CA_FILE: z.string().min(1).optional(),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** STORAGE=s3 needs a bucket and its keys; each missing one is named. */
function missingStorageSettings(config: z.infer<typeof ConfigSchema>): { variable: string; message: string }[] {
  if (config.STORAGE !== 's3') return [];
  return (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((variable) => !config[variable])
    .map((variable) => ({ variable, message: 'is required when STORAGE=s3' }));
}

const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe needs its secret key, publishable key and webhook secret together. */
function missingStripeSettings(config: z.infer<typeof ConfigSchema>): { variable: string; message: string }[] {
  if (!STRIPE_SETTINGS.some((variable) => config[variable])) return [];
  return STRIPE_SETTINGS.filter((variable) => !config[variable]).map((variable) => ({
    variable,
    message: `is required with ${STRIPE_SETTINGS.filter((v) => v !== variable).join(' and ')}`,
  }));
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<keyof z.input<typeof ConfigSchema>, string>> = {},
): Config {
  // Empty strings mean "not set", so `DATABASE_URL= npm start` falls back to PGlite.
  const source = Object.fromEntries(
    Object.entries({ ...env, ...overrides }).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse(source);
  if (!parsed.success) {
    // One line per variable: its first problem is the one worth reading.
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const variable = String(issue.path[0] ?? 'unknown');
      if (!byVariable.has(variable)) byVariable.set(variable, issue.message);
    }
    throw new ConfigError([...byVariable].map(([variable, message]) => ({ variable, message })));
  }
  const storageIssues = [...missingStorageSettings(parsed.data), ...missingStripeSettings(parsed.data)];
  if (storageIssues.length > 0) throw new ConfigError(storageIssues);
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? defaultPublicUrl(parsed.data.HOST, parsed.data.PORT)).replace(/\/$/, ''),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}

/**
 * Where the server is reached when PUBLIC_URL is not set: the address it listens on (HOST and
 * PORT), with localhost standing for "every interface" (0.0.0.0, ::), so that links in mails
 * and OAuth redirects lead back to this very server.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}

/**
 * The origin the map tiles come from, as the Content-Security-Policy names it: a `{s}`
 * subdomain placeholder becomes a wildcard.
 */
export function mapTileOrigin(config: Pick<Config, 'MAP_TILE_URL'>): string | undefined {
  const match = config.MAP_TILE_URL?.match(/^(https?:\/\/)([^/?#]+)/i);
  if (!match) return undefined;
  return `${match[1]}${match[2]!.replace(/\{[^}]*\}/g, '*')}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the development mailbox is served (see DEV_MAILBOX). Never alongside real mail. */
export function devMailboxEnabled(config: Config): boolean {
  if (config.SMTP_URL) return false;
  if (config.DEV_MAILBOX !== undefined) return config.DEV_MAILBOX;
  const host = new URL(config.PUBLIC_URL).hostname;
  return !config.TRUST_PROXY && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}
