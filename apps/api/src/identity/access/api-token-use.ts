import { Inject, Injectable } from '@nestjs/common';
import { type ApiTokenRow, findApiTokenByHash, recordApiTokenUse } from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { hashSessionToken } from '../shared/session-tokens';

/** A token's last use is written at most this often per process: a polling integrator costs no write per request. */
export const API_TOKEN_USE_WRITE_MS = 60_000;
/** Past this many tokens the oldest remembered write goes first (tokens are created by hand: a handful). */
const REMEMBERED = 10_000;

/**
 * Finds the live API token of a `Bearer` secret and records its use. Tokens are read per request (one
 * indexed read, no cache), so a revocation holds from its commit on in every process.
 */
@Injectable()
export class ApiTokenUse {
  private readonly lastWritten = new Map<string, number>();

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The token if it is neither revoked nor expired, else null (both answer 401, as an unknown one does). */
  async admit(secret: string, now = new Date()): Promise<ApiTokenRow | null> {
    const token = await findApiTokenByHash(this.platform.db, hashSessionToken(secret));
    if (!token || token.revoked_at || token.expires_at.getTime() <= now.getTime()) return null;
    const written = this.lastWritten.get(token.id);
    if (written === undefined || now.getTime() - written >= API_TOKEN_USE_WRITE_MS) {
      this.lastWritten.delete(token.id);
      const oldest = this.lastWritten.keys().next();
      if (this.lastWritten.size >= REMEMBERED && !oldest.done) this.lastWritten.delete(oldest.value);
      this.lastWritten.set(token.id, now.getTime());
      // Not awaited: a lost write only makes the token look unused a minute longer.
      void recordApiTokenUse(this.platform.db, token.id, now).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'api token use: recording the last use failed'),
      );
    }
    return token;
  }
}
