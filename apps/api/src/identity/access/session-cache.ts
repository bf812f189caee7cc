import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SESSIONS_REVOKED_CHANNEL, type SessionRow, findSession } from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../platform/platform.module';

/** A bound for a session changed behind the projections' back (by hand in SQL): nothing else waits this long. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
/** About 20 MB at most; past it the oldest entries go first. */
export const SESSION_CACHE_MAX_ENTRIES = 100_000;
const RELISTEN_DELAY_MS = 1000;

interface Entry {
  session: SessionRow;
  cachedAt: number;
}

/**
 * The sessions this process has seen, by token hash, so a signed-in request costs no round trip for
 * its token. Every change that ends a session or changes its role NOTIFYs the user's id on commit
 * (projections/src/identity/session-revocations.projection.ts), from whichever process ran it; every
 * API process listens and drops that user's entries. While the listening connection is down nothing
 * is cached, since a revocation could pass unheard. Unknown tokens are never cached.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every revocation: a read that started before one must not be kept. */
  private generation = 0;
  private listening = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    await this.unlisten?.();
  }

  async find(tokenHash: string): Promise<SessionRow | null> {
    const hit = this.entries.get(tokenHash);
    if (hit && Date.now() - hit.cachedAt < SESSION_CACHE_MAX_AGE_MS) return hit.session;
    if (hit) this.entries.delete(tokenHash);
    const generation = this.generation;
    const session = await findSession(this.platform.db, tokenHash);
    if (session && this.listening && generation === this.generation) {
      const oldest = this.entries.keys().next();
      if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
      this.entries.set(tokenHash, { session, cachedAt: Date.now() });
    }
    return session;
  }

  private revoke(userId: string): void {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) if (entry.session.user_id === userId) this.entries.delete(tokenHash);
  }

  private async listen(): Promise<void> {
    try {
      this.unlisten = await this.platform.db.listen(
        SESSIONS_REVOKED_CHANNEL,
        (userId) => this.revoke(userId),
        () => this.lost(),
      );
      this.listening = true;
    } catch (error) {
      this.logger.warn({ err: error }, 'session cache: cannot listen for revocations; sessions are read per request');
      this.scheduleListen();
    }
  }

  private lost(): void {
    this.listening = false;
    void this.unlisten?.(); // forgets the dead connection
    this.unlisten = null;
    this.generation++;
    this.entries.clear();
    this.logger.warn('session cache: the revocation listener dropped; sessions are read per request until it is back');
    this.scheduleListen();
  }

  private scheduleListen(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.listen(), RELISTEN_DELAY_MS);
    this.retry.unref();
  }
}
