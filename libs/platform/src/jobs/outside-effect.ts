import { claimOutsideEffect, isTryAgainError, recordOutsideEffect, releaseOutsideEffect } from '@portal/event-store';
import type { JobContext } from './job-handler';

/** How long a run holds a job's outside effect: longer than any one call to SMTP or ORCID may take. */
export const EFFECT_LEASE_MS = 30_000;

/** Another run of the same job holds its effect now: this attempt comes back once that lease may have ended. */
export class EffectHeldElsewhere extends Error {
  constructor(
    jobId: string,
    /** How long to wait before trying again: to the holder's lease end, or a short while when unknown. */
    readonly retryInMs: number,
  ) {
    super(`job ${jobId}: another run holds its outside effect`);
    this.name = 'EffectHeldElsewhere';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Does a job's outside effect at most once per lease: claims it on the outbox row (a second run
 * meanwhile gets `EffectHeldElsewhere`), performs it, and records its result, retrying the record
 * through a database restart while the lease lasts. A later run of the job gets the recorded result
 * instead of doing it again. What is left is the documented window: the process dies after the
 * outside world accepted and before the record; the next run then takes over the expired claim,
 * does it again (with the same ids: Message-ID, idempotency key) and the outbox row says so.
 */
export async function onceOutside<T>(context: JobContext, perform: (retaken: boolean) => Promise<T>): Promise<T> {
  const claim = await claimOutsideEffect(context.db, context.jobId, context.effectLeaseMs);
  if (claim.kind === 'recorded') return claim.result as T;
  if (claim.kind === 'held')
    throw new EffectHeldElsewhere(context.jobId, claim.until ? claim.until.getTime() - Date.now() + 250 : 2_000);
  if (claim.retaken)
    context.logger.warn({ jobId: context.jobId }, 'outside effect taken over from an unrecorded run: may repeat');
  const deadline = Date.now() + context.effectLeaseMs - 5_000;
  let result: T;
  try {
    result = await perform(claim.retaken);
  } catch (error) {
    // It did not happen (or the outside world said so): the next attempt is a fresh claim, not a retake.
    await releaseOutsideEffect(context.db, context.jobId).catch(() => undefined);
    throw error;
  }
  for (;;) {
    try {
      await recordOutsideEffect(context.db, context.jobId, result);
      return result;
    } catch (error) {
      if (!isTryAgainError(error) || Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}
