import { randomUUID } from 'node:crypto';
import type { NewToken } from '@portal/domain';
import type { Platform } from '@portal/platform';

/** What identity handlers derive from the platform: blind indexes and fresh emailed tokens. */
export class IdentityKeys {
  constructor(private readonly platform: Platform) {}

  emailIndex(email: string): string {
    return this.platform.store.vault.blindIndex(email);
  }

  providerUidIndex(provider: string, uid: string): string {
    return this.platform.store.vault.blindIndex(`${provider}:${uid}`);
  }

  newEmailedToken(now: Date): NewToken {
    return {
      tokenId: randomUUID(),
      expiresAt: new Date(now.getTime() + this.platform.config.EMAIL_TOKEN_TTL_HOURS * 3_600_000),
    };
  }
}
