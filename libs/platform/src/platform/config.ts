import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for ranges, which Fastify's `trustProxy` takes beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, ...prefixes] = entry.split('/');
  const family = isIP(address);
  if (!family || prefixes.length > 1) return false;
  const [prefix] = prefixes;
  return prefixes.length === 0 || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * `TRUST_PROXY`: a hop count (`1`: the nearest proxy's `X-Forwarded-For` entry is the client) or a
 * comma-separated list of proxies' addresses and CIDRs. Unset: nobody's header counts, the socket's
 * address is the client's (a forged header must not choose whose sign-ins are throttled).
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be a hop count (e.g. 1) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
  )
  .transform((value): number | string[] =>
    /^\d{1,2}$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
  );

/**
 * Every setting the processes read, validated at start. Unset DATABASE_URL means PGlite under
 * DATA_DIR; unset REDIS_URL means the in-process job runner (the embedded default).
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of every email: `Name <address>` or a bare address; checked at start so a typo never bounces mail. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address, e.g. "Course Portal <no-reply@example.org>"',
    )
    .default('Course Portal <no-reply@localhost>'),
  /** 32 bytes, base64. Required with DATABASE_URL; the embedded default keeps one in DATA_DIR. */
  PERSONAL_DATA_MASTER_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes encoded in base64')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long verification, reset and email-change links work. */
  EMAIL_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** Whose `X-Forwarded-For` names the client (for throttling and the sessions' addresses); none by default. */
  TRUST_PROXY: trustProxySchema.optional(),
  /** A session ends after this many days without use... */
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(366).default(14),
  /** ...and this many days after its sign-in, used or not. */
  SESSION_MAX_DAYS: z.coerce.number().positive().max(3660).default(90),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Demo data on an empty store: on by default in the embedded mode, off with DATABASE_URL. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** How many made-up applicants the demo adds for the staff app (tests start many portals: they use 0). */
  SEED_DEMO_APPLICANTS: z.coerce.number().int().min(0).max(5000).default(300),
  /**
   * Social sign-in. A provider whose CLIENT_ID is unset runs against the portal's own stand-in under
   * /demo/oauth/<provider> when DEMO_PROVIDERS allows it, so sign-in works offline; it is disabled
   * otherwise. The URLs below go unused for such a provider.
   */
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Optional: the browser runs Google's implicit flow, so the server only reads the profile with the token. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  /** Tells which client a browser's token was issued to, so a token obtained by another site is refused. */
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  ORCID_CLIENT_ID: z.string().min(1).optional(),
  ORCID_CLIENT_SECRET: z.string().min(1).optional(),
  ORCID_URL: z.url().default('https://orcid.org'),
  ORCID_API_URL: z.url().default('https://api.orcid.org/v3.0'),
  /**
   * Stand-ins for unconfigured providers: on by default in the embedded demo, off with DATABASE_URL.
   * A stand-in signs in whoever is typed into its form, so `true` with DATABASE_URL is for tests only.
   */
  DEMO_PROVIDERS: z.enum(['true', 'false']).optional(),
  /**
   * Card payments through Stripe Checkout. With STRIPE_SECRET_KEY unset, the portal's own Stripe
   * stand-in takes payments when DEMO_PROVIDERS allows it, and payments are disabled otherwise.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The `whsec_...` secret of the webhook endpoint `PUBLIC_URL/api/payments/webhook/`. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only its protocol, host and port are used: the SDK cannot change the `/v1` base path. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  /**
   * A Checkout Session still unpaid in the portal this long after it was opened is asked of Stripe
   * (every API process checks about every fifth of it, at most every minute): a payment whose
   * webhook never arrived is recorded all the same.
   */
  CHECKOUT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The programme as certificates name it, and as the organization of the ORCID education records they publish. */
  PROGRAMME_NAME: z.string().trim().min(1).max(200).default('Course Portal Summer School'),
  PROGRAMME_CITY: z.string().trim().min(1).max(100).default('Online'),
  /** ISO 3166-1 alpha-2, as ORCID requires for an organization's address. */
  PROGRAMME_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 two-letter country code')
    .default('US'),
  /**
   * Files go to S3-compatible object storage when these four are set, else to the database's blob
   * table (docs/architecture.md §8.4). Path-style addressing (`endpoint/bucket/key`) is what MinIO and most
   * S3-compatible servers need; AWS accepts it too.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /**
   * Webhooks. Endpoints may be plain http on loopback or private addresses only when this is true: the
   * embedded default's choice; production refuses them (SSRF), and `true` with DATABASE_URL is for tests.
   */
  WEBHOOK_PRIVATE_URLS: z.enum(['true', 'false']).optional(),
  /** How long a receiver has to answer one delivery before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The first retry's wait; each later one doubles (capped at 6 hours). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How long a failing delivery is retried before its endpoint is disabled and admins are emailed. */
  WEBHOOK_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  /**
   * Origins (`https://tool.example.org`, comma-separated) whose browser pages may call the API: they
   * get CORS answers, preflights included; every other origin gets none. None by default.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/ })
          .refine(
            (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
            'must be an origin: scheme, host and port, no path',
          ),
      ),
    ),
});

export type Config = z.infer<typeof configSchema> & { mode: 'embedded' | 'production' };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.DATABASE_URL && !config.PERSONAL_DATA_MASTER_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PERSONAL_DATA_MASTER_KEY: required with DATABASE_URL (32 random bytes in base64, e.g. `openssl rand -base64 32`)',
    );
  }
  for (const provider of ['GITHUB', 'ORCID'] as const) {
    // These two redeem a code on the server, which needs the secret; half a pair is a typo, not a choice.
    if (config[`${provider}_CLIENT_ID`] && !config[`${provider}_CLIENT_SECRET`]) {
      throw new ConfigError(`Invalid configuration:\n  ${provider}_CLIENT_SECRET: required with ${provider}_CLIENT_ID`);
    }
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    // Without it no webhook can be verified, so no payment would ever be recorded.
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = s3.filter((key) => !config[key]);
  if (missing.length > 0 && missing.length < s3.length) {
    // Half an S3 setup would quietly keep files in the database: name what is missing instead.
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required with the other S3_* settings`).join('\n')}`,
    );
  }
  return { ...config, mode: config.DATABASE_URL ? 'production' : 'embedded' };
}

/** The settings docker-compose.yml and the README document; a test checks they stay in step. */
export const CONFIG_KEYS = Object.keys(configSchema.shape);
