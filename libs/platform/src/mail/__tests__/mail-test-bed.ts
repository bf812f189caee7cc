import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type UserCommand, type UserEvent, personalDataPolicies, userDecider, userStreamId } from '@portal/domain';
import {
  CommandHandling,
  type Database,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  type OutboxJob,
  PersonalDataVault,
  type RecordedEvent,
  runMigrations,
} from '@portal/event-store';
import { INLINE_PROJECTIONS, ensureProjectionTables, usersProjection } from '@portal/projections';
import { type BackendName, type TestDatabase, openTestDatabase } from '../../../../../test/support/test-databases';
import { EmailedTokens } from '../../identity/emailed-tokens';
import type { JobDependencies } from '../../jobs/job-handler';
import { loadConfig } from '../../platform/config';
import { jobsFor } from '../../platform/jobs-for-events';
import { type Logger, createLogger } from '../../platform/logger';
import { jobDependencies } from '../../worker-runtime';
import { PersonalFiles } from '../../files/personal-files';
import { PostgresBlobStore } from '../../files/postgres-blob-store';

export const PUBLIC_URL = 'https://portal.example.org';
export const HOUR_MS = 3_600_000;

/**
 * The worker's side of a test: a store with the production inline projections and outbox rules on a
 * test database, and the job dependencies the runners would build from the same configuration.
 */
export interface MailTestBed {
  store: EventStore;
  commands: CommandHandling;
  tokens: EmailedTokens;
  deps: JobDependencies;
  dataDir: string;
  testDb: TestDatabase;
  dispose(): Promise<void>;
}

export async function openMailTestBed(
  backend: BackendName,
  options: { smtpUrl?: string; logger?: Logger } = {},
): Promise<MailTestBed> {
  const testDb = await openTestDatabase(backend);
  const { db } = testDb;
  await runMigrations(db, EVENT_STORE_MIGRATIONS);
  await ensureProjectionTables(db);
  const key = randomBytes(32);
  const store = new EventStore(db, { vault: new PersonalDataVault(key), personalData: personalDataPolicies });
  const commands = new CommandHandling(store, { inlineProjections: INLINE_PROJECTIONS, jobsFor });
  const tokens = new EmailedTokens(key);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-mail-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, SMTP_URL: options.smtpUrl });
  const deps = jobDependencies(
    { db, store, commands, tokens, config, files: new PersonalFiles(new PostgresBlobStore(db), store.vault.files, db) },
    options.logger ?? createLogger('silent', 'test'),
  );
  return {
    store,
    commands,
    tokens,
    deps,
    dataDir,
    testDb,
    async dispose() {
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same bed, but its commands leave the users read model out: an account they register has its
 * events and its email job but no row, as one gone from the read model (the job must cope with that).
 */
export const withoutUsersReadModel = (bed: MailTestBed): MailTestBed => ({
  ...bed,
  commands: new CommandHandling(bed.store, {
    inlineProjections: INLINE_PROJECTIONS.filter((projection) => projection !== usersProjection),
    jobsFor,
  }),
});

const token = (now: Date) => ({ tokenId: randomUUID(), expiresAt: new Date(now.getTime() + 24 * HOUR_MS) });

/** Sends one command to a user's stream, as the API's handlers do; returns the events it recorded. */
export async function onUser(bed: MailTestBed, userId: string, command: UserCommand): Promise<RecordedEvent[]> {
  const target = { streamId: userStreamId(userId), streamType: 'user', decider: userDecider, command };
  const { events } = await bed.commands.handle(target, {
    correlation_id: randomUUID(),
    causation_id: null,
    actor: userId,
  });
  return events;
}

/** A fresh sign-up: `UserRegistered` and `VerificationRequested` (the verification email's cause). */
export async function signUp(
  bed: MailTestBed,
  person: { firstName: string; email: string },
): Promise<{ userId: string; events: RecordedEvent[] }> {
  const userId = randomUUID();
  const now = new Date();
  const events = await onUser(bed, userId, {
    type: 'RegisterUser',
    userId,
    firstName: person.firstName,
    lastName: 'Lovelace',
    email: person.email,
    emailIndex: bed.store.vault.blindIndex(person.email),
    passwordHash: 'argon2id-hash-of-the-test',
    emailVerified: false,
    role: null,
    verification: token(now),
    now,
  });
  return { userId, events };
}

export const requestReset = (bed: MailTestBed, userId: string) =>
  onUser(bed, userId, { type: 'RequestPasswordReset', token: token(new Date()), now: new Date() });

export const requestEmailChange = (bed: MailTestBed, userId: string, newEmail: string) =>
  onUser(bed, userId, {
    type: 'RequestEmailChange',
    newEmail,
    newEmailIndex: bed.store.vault.blindIndex(newEmail),
    token: token(new Date()),
    now: new Date(),
  });

export const changePassword = (bed: MailTestBed, userId: string) =>
  onUser(bed, userId, { type: 'ChangePassword', passwordHash: 'another-hash', via: 'profile', now: new Date() });

/** The outbox row an event asked for, as a runner would hand it to `executeJob`. */
export async function outboxJobOf(bed: MailTestBed, event: RecordedEvent): Promise<OutboxJob> {
  const { rows } = await bed.testDb.db.query<{
    id: number;
    job_id: string;
    type: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }>('SELECT id, job_id, type, payload, attempts, max_attempts FROM outbox WHERE job_id = $1', [
    `email:${event.eventId}`,
  ]);
  if (!rows[0]) throw new Error(`no job for ${event.type} ${event.eventId}`);
  const { id, job_id, type, payload, attempts, max_attempts } = rows[0];
  return {
    id,
    jobId: job_id,
    type,
    payload,
    runAt: new Date(),
    status: 'running',
    attempts: attempts + 1,
    maxAttempts: max_attempts,
  };
}

/** The event of a type among those a command recorded, typed as that event. */
export function eventOf<T extends UserEvent['type']>(
  events: RecordedEvent[],
  type: T,
): RecordedEvent & Extract<UserEvent, { type: T }> {
  const found = events.find((event): event is RecordedEvent & Extract<UserEvent, { type: T }> => event.type === type);
  if (!found) throw new Error(`no ${type} among ${events.map((event) => event.type).join(', ')}`);
  return found;
}

/** The `EmailSent` events recorded on a user's stream. */
export async function emailsSent(bed: MailTestBed, userId: string): Promise<RecordedEvent[]> {
  return (await bed.store.readStream(userStreamId(userId))).filter((event) => event.type === 'EmailSent');
}

/** The bed's database, with `failing` deciding which statements fail (as a restart or a crash would). */
export function failingDatabase(db: Database, failing: (sql: string) => Error | null): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'query')
        return async (sql: string, params?: unknown[]) => {
          const error = failing(sql);
          if (error) throw error;
          return target.query(sql, params);
        };
      if (property === 'transaction')
        return async (fn: Parameters<Database['transaction']>[0]) => {
          const error = failing('BEGIN');
          if (error) throw error;
          return target.transaction(fn);
        };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
