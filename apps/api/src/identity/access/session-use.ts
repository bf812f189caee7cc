import { Inject, Injectable } from '@nestjs/common';
import {
  type SessionLifetime,
  lastUseWriteInterval,
  sessionHasExpired,
  userDecider,
  userStreamId,
} from '@portal/domain';
import { type SessionRow, recordSessionUse } from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import type { FastifyRequest } from 'fastify';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { deviceLabel } from '../sessions/device-label';

/**
 * A session's lifetime at each request: an expired one (SESSION_IDLE_DAYS without use, SESSION_MAX_DAYS
 * after its sign-in) is ended through the command path and the request goes on unsigned; a live one
 * has its use recorded at its first request and then once per write interval (a few minutes), the
 * cached row's `last_used_at` moving with it, so a busy session costs no write per request.
 */
@Injectable()
export class SessionUse {
  private readonly lifetime: SessionLifetime;
  private readonly writeEveryMs: number;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.lifetime = { idleDays: platform.config.SESSION_IDLE_DAYS, maxDays: platform.config.SESSION_MAX_DAYS };
    this.writeEveryMs = lastUseWriteInterval(this.lifetime);
  }

  /** Whether the session may serve this request; ends it if it has expired. */
  async admit(session: SessionRow, request: FastifyRequest, now = new Date()): Promise<boolean> {
    if (sessionHasExpired({ startedAt: session.started_at, lastUsedAt: session.last_used_at }, now, this.lifetime)) {
      // The answer is 401 either way; a failed end (a concurrent one won) leaves the next request to retry.
      await this.platform.commands
        .handle(
          {
            streamId: userStreamId(session.user_id),
            streamType: 'user',
            decider: userDecider,
            command: { type: 'EndSession', sessionId: session.session_id, now },
          },
          requestMetadata('system'),
        )
        .catch((error: unknown) => this.logger.warn({ err: error }, 'session use: ending an expired session failed'));
      return false;
    }
    if (!session.seen || now.getTime() - session.last_used_at.getTime() >= this.writeEveryMs) {
      session.seen = true;
      session.last_used_at = now;
      const use = {
        sessionId: session.session_id,
        userId: session.user_id,
        device: deviceLabel(request.headers['user-agent']),
        address: request.ip,
        at: now,
      };
      // Not awaited: the request does not wait for its bookkeeping, and a lost write only makes the
      // session look idle a few minutes longer.
      void recordSessionUse(this.platform.db, use).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'session use: recording the last use failed'),
      );
    }
    return true;
  }
}
