import { z } from 'zod';

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
  /** 32 bytes, base64. Required with DATABASE_URL; the embedded default keeps one in DATA_DIR. */
  PERSONAL_DATA_MASTER_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes encoded in base64')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Demo data on an empty store: on by default in the embedded mode, off with DATABASE_URL. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
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
  return { ...config, mode: config.DATABASE_URL ? 'production' : 'embedded' };
}

/** The settings docker-compose.yml and the README document; a test checks they stay in step. */
export const CONFIG_KEYS = Object.keys(configSchema.shape);
