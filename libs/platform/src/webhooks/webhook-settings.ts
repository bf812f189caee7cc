import type { RetryPolicy } from '@portal/domain';
import type { Config } from '../platform/config';
import type { AddressRules } from './endpoint-address';

export interface WebhookSettings {
  rules: AddressRules;
  retry: RetryPolicy;
  timeoutMs: number;
  /** The time a delivery is signed at, which also ends a rotation's overlap: tests pass their own. */
  clock: () => Date;
}

/** Production refuses private and plain-http endpoints unless WEBHOOK_PRIVATE_URLS says so (tests only). */
export function webhookSettings(config: Config): WebhookSettings {
  const allowPrivate = (config.WEBHOOK_PRIVATE_URLS ?? (config.mode === 'embedded' ? 'true' : 'false')) === 'true';
  return {
    rules: { allowPrivate },
    retry: {
      baseMs: config.WEBHOOK_RETRY_BASE_MS,
      maxDelayMs: 6 * 60 * 60 * 1000,
      horizonMs: config.WEBHOOK_RETRY_HOURS * 60 * 60 * 1000,
    },
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    clock: () => new Date(),
  };
}
