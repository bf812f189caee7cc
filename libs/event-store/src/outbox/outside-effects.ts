import type { Queryable } from '../database/database';

/**
 * A job's outside effect (an email handed to SMTP, a record written to ORCID) is claimed on its outbox
 * row before it is attempted and its result recorded there once it happened, so a second run of the
 * same job (a re-dispatch after Redis lost it, a retry after the first could not record) neither
 * repeats it while the first holds the claim nor after the first recorded it.
 */
export const OUTSIDE_EFFECT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'event-store-007-outside-effect-claims',
    sql: `
      -- effect_lease_until: a run holds the effect until then (NULL: nobody does).
      -- effect_retaken: claims taken over from a run whose lease ran out with no result recorded. That
      -- run may have died after the outside world accepted the effect: the at-least-once window.
      ALTER TABLE outbox
        ADD COLUMN effect_lease_until timestamptz,
        ADD COLUMN effect_retaken int NOT NULL DEFAULT 0,
        ADD COLUMN effect_result jsonb,
        ADD COLUMN effect_recorded_at timestamptz;
    `,
  },
];

export type EffectClaim =
  /** This run holds the effect; `retaken` says an earlier run's claim ran out unrecorded. */
  | { kind: 'claimed'; retaken: boolean }
  /** The effect happened and its result is recorded: use it, do not do it again. */
  | { kind: 'recorded'; result: unknown }
  /** Another run holds it now (or the job is done): this run does nothing; `until`, the lease's end when known. */
  | { kind: 'held'; until: Date | null };

interface ClaimRow {
  claimed: boolean;
  retaken: boolean | null;
  effect_result: unknown;
  effect_recorded_at: Date | string | null;
  effect_lease_until: Date | string | null;
}

/**
 * Claims the effect of `jobId` for `leaseMs` in one statement: two runs racing for it serialise on the
 * row, and the second sees the first's live lease. A job whose row is gone has nothing to guard.
 */
export async function claimOutsideEffect(db: Queryable, jobId: string, leaseMs: number): Promise<EffectClaim> {
  const { rows } = await db.query<ClaimRow>(
    `WITH claimed AS (
       UPDATE outbox SET effect_lease_until = now() + ($2::int * interval '1 millisecond'),
              effect_retaken = effect_retaken + (effect_lease_until IS NOT NULL)::int
        WHERE job_id = $1 AND status <> 'done' AND effect_recorded_at IS NULL
          AND (effect_lease_until IS NULL OR effect_lease_until < now())
        RETURNING (effect_retaken > 0) AS retaken)
     SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, (SELECT retaken FROM claimed) AS retaken,
            o.effect_result, o.effect_recorded_at, o.effect_lease_until
       FROM outbox o WHERE o.job_id = $1`,
    [jobId, leaseMs],
  );
  const row = rows.at(0);
  if (!row) throw new Error(`no outbox row for job ${jobId}`);
  if (row.claimed) return { kind: 'claimed', retaken: Boolean(row.retaken) };
  if (row.effect_recorded_at !== null) return { kind: 'recorded', result: row.effect_result };
  // Racing the run that took it, this statement's snapshot may show the lease before that run's claim.
  const until = row.effect_lease_until === null ? null : new Date(row.effect_lease_until);
  return { kind: 'held', until: until && until.getTime() > Date.now() ? until : null };
}

/** Records what the effect returned; the first record stands (a run that lost its lease may record too). */
export async function recordOutsideEffect(db: Queryable, jobId: string, result: unknown): Promise<void> {
  await db.query(
    `UPDATE outbox SET effect_result = $2, effect_recorded_at = now(), effect_lease_until = NULL
      WHERE job_id = $1 AND effect_recorded_at IS NULL`,
    [jobId, JSON.stringify(result ?? null)],
  );
}

/** Gives the claim back after an attempt that failed before the effect happened: the next run is no retake. */
export async function releaseOutsideEffect(db: Queryable, jobId: string): Promise<void> {
  await db.query('UPDATE outbox SET effect_lease_until = NULL WHERE job_id = $1 AND effect_recorded_at IS NULL', [
    jobId,
  ]);
}
