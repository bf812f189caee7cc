import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  SESSIONS_REVOKED_CHANNEL,
  type SessionRow,
  findSession,
  readLiveSessions,
  usersWithRevokedSessions,
} from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../platform/platform.module';

/** A bound for a session changed behind the projections' back (by hand in SQL): nothing else waits this long. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
/** About 20 MB at most; past it the oldest entries go first. */
export const SESSION_CACHE_MAX_ENTRIES = 100_000;
const RELISTEN_DELAY_MS = 1000;
/** Mirrored sessions read and taken in at a time, a turn of the event loop between two slices. */
const MIRROR_SLICE = 2_000;

const sameSession = (a: SessionRow, b: SessionRow) =>
  a.session_id === b.session_id && a.user_id === b.user_id && a.role === b.role;

interface Entry {
  session: SessionRow;
  cachedAt: number;
}

/**
 * The live sessions, by token hash, so a signed-in request costs no round trip for its token. Every
 * change that ends a session or changes its role NOTIFYs the user's id on commit
 * (projections/src/identity/session-revocations.projection.ts), from whichever process ran it; every
 * API process listens and drops that user's entries. The process that commits such a change drops them
 * at once, before the command answers: on a busy machine its own notification can come after the
 * person's next request (a token used again right after its logout still worked). While the listening
 * connection is down nothing is cached, since a revocation could pass unheard. Unknown tokens are
 * never cached.
 *
 * Once listening, the cache mirrors every live session (up to its bound) in the background, and again
 * every half of the maximum age, so a person's first request after this process started costs no
 * round trip either; a session started since is read on its first use.
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
  /** Bumped whenever the listener drops: a mirror begun before must stop, it could hold revoked sessions. */
  private listenings = 0;
  /** The users revoked while a mirror runs: a page read before their revocation must not bring them back. */
  private revokedWhileMirroring: Set<string> | null = null;
  private mirrorTimer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.unsubscribe = platform.commands.onCommitted((events) => {
      for (const userId of usersWithRevokedSessions(events)) this.revoke(userId);
    });
  }

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.retry) clearTimeout(this.retry);
    if (this.mirrorTimer) clearInterval(this.mirrorTimer);
    this.listening = false;
    await this.unlisten?.();
  }

  async find(tokenHash: string): Promise<SessionRow | null> {
    const hit = this.entries.get(tokenHash);
    if (hit && Date.now() - hit.cachedAt < SESSION_CACHE_MAX_AGE_MS) return hit.session;
    if (hit) this.entries.delete(tokenHash);
    const generation = this.generation;
    const session = await findSession(this.platform.db, tokenHash);
    if (session && this.listening && generation === this.generation) this.keep(tokenHash, session);
    return session;
  }

  private keep(tokenHash: string, session: SessionRow): void {
    const known = this.entries.get(tokenHash);
    if (known && sameSession(known.session, session)) {
      // Read again unchanged (the mirror's refresh): only its age restarts, so a refresh leaves no garbage;
      // a use recorded by another process since moves the last use on.
      if (session.last_used_at > known.session.last_used_at) known.session.last_used_at = session.last_used_at;
      known.session.seen ||= session.seen;
      known.cachedAt = Date.now();
      return;
    }
    this.entries.delete(tokenHash);
    const oldest = this.entries.keys().next();
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    this.entries.set(tokenHash, { session, cachedAt: Date.now() });
  }

  /** Reads every live session, a slice at a time, while the listener stays up. */
  private async mirror(first: boolean): Promise<void> {
    if (this.revokedWhileMirroring || !this.listening) return; // one at a time
    const listening = this.listenings;
    const revoked = new Set<string>();
    this.revokedWhileMirroring = revoked;
    let read = 0;
    try {
      await readLiveSessions(
        this.platform.db,
        { limit: SESSION_CACHE_MAX_ENTRIES, slice: MIRROR_SLICE },
        async (sessions) => {
          if (this.stopped || !this.listening || listening !== this.listenings) return false;
          for (const { token_hash, ...session } of sessions)
            if (!revoked.has(session.user_id)) this.keep(token_hash, session);
          read += sessions.length;
          await new Promise((resolve) => setImmediate(resolve));
          return true;
        },
      );
      if (first) this.logger.info({ sessions: read }, 'session cache: mirrored the live sessions');
    } catch (error) {
      this.logger.warn({ err: error }, 'session cache: mirroring the sessions failed; they are read on first use');
    } finally {
      this.revokedWhileMirroring = null;
    }
  }

  private revoke(userId: string): void {
    this.generation++;
    this.revokedWhileMirroring?.add(userId);
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
      void this.mirror(true);
      if (!this.mirrorTimer) {
        this.mirrorTimer = setInterval(() => void this.mirror(false), SESSION_CACHE_MAX_AGE_MS / 2);
        this.mirrorTimer.unref();
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'session cache: cannot listen for revocations; sessions are read per request');
      this.scheduleListen();
    }
  }

  private lost(): void {
    this.listening = false;
    this.listenings++;
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
