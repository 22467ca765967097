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

/**
 * Every environment variable the API reads, validated once at start-up. Nothing else in the
 * API reads `process.env` (a lint rule enforces it).
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: url(['http', 'https']).optional(),
  SITE_DOMAIN: z.string().min(1).default('rendezvous.localhost'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Rendezvous <no-reply@rendezvous.localhost>'),
  SEED_DEMO: bool.default(true),
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
  /** Attempts per window for sign-in and verification codes, per account... */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** ...and per client IP (higher: an office shares one address). */
  AUTH_IP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
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
  TRUST_PROXY: bool.default(false),
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
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the development mailbox is served (see DEV_MAILBOX). Never alongside real mail. */
export function devMailboxEnabled(config: Config): boolean {
  if (config.SMTP_URL) return false;
  if (config.DEV_MAILBOX !== undefined) return config.DEV_MAILBOX;
  const host = new URL(config.PUBLIC_URL).hostname;
  return !config.TRUST_PROXY && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}
