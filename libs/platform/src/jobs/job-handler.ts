import type { AppendRequest, CommandHandling, Database, EventMetadata, EventStore } from '@portal/event-store';
import type { PersonalFiles } from '../files/personal-files';
import type { EmailedTokens } from '../identity/emailed-tokens';
import type { Mailer } from '../mail/mailer';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';

/** What handlers reach besides the database: one set per process, built from the Platform. */
export interface JobServices {
  store: EventStore;
  /**
   * The command path the API uses: a job that decides on a stream (an offer's expiry, a certificate's
   * settlement) goes through it, with the same retries on a stale version and the same inline read
   * models and outbox; the runner records a job's returned results through it too.
   */
  commands: CommandHandling;
  tokens: EmailedTokens;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  files: PersonalFiles;
}

export interface JobContext extends JobServices {
  jobId: string;
  attempt: number;
  db: Database;
  /** How long a run holds the job's outside effect (`onceOutside`). */
  effectLeaseMs: number;
}

/**
 * One kind of side effect (an email, a PDF, a call to ORCID). `run` does the work outside any
 * transaction and returns the events that record its result; those are appended in the same
 * transaction that marks the job done, so a result is recorded exactly once.
 */
export interface JobHandler<Payload = unknown> {
  readonly type: string;
  run(payload: Payload, context: JobContext): Promise<AppendRequest[] | undefined>;
}

export type JobHandlers = ReadonlyMap<string, JobHandler>;

export function handlerMap(handlers: ReadonlyArray<JobHandler>): JobHandlers {
  return new Map(handlers.map((handler) => [handler.type, handler]));
}

export interface JobDependencies {
  db: Database;
  handlers: JobHandlers;
  services: JobServices;
  /** `EFFECT_LEASE_MS` unless a test shortens it to play a run that died holding it. */
  effectLeaseMs?: number;
}

/** Who did what a job records: the system, in the job's name (its id correlates the events it caused). */
export const jobMetadata = (jobId: string): EventMetadata => ({
  correlation_id: jobId,
  causation_id: jobId,
  actor: 'system',
});
