import { type Queryable, toNumber } from '@portal/event-store';
import { JOB_STATES, type JobCounts, type JobRow, type JobState } from '@portal/contracts';
import { z } from 'zod';
import { type ListQuery, idFilter } from '../../shared/ra-list-query';

/** The state column staff read (JOB_STATES of the contracts) from an outbox row. */
const STATE_SQL = `CASE
  WHEN o.status = 'done' THEN 'completed'
  WHEN o.status = 'failed' THEN 'failed'
  WHEN o.status IN ('running', 'dispatched') THEN 'active'
  WHEN o.run_at > now() THEN 'scheduled'
  ELSE 'queued' END`;

export const jobFilterSchema = z
  .object({
    id: idFilter.optional(),
    state: z.enum(JOB_STATES).optional(),
    type: z.string().min(1).max(100).optional(),
  })
  .strict();
export type JobFilter = z.infer<typeof jobFilterSchema>;

const SORT_COLUMNS = { id: 'o.id', created_at: 'o.created_at', run_at: 'o.run_at', type: 'o.type' } as const;
export type JobSortField = keyof typeof SORT_COLUMNS;
export const JOB_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [JobSortField, ...JobSortField[]];

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** One page of outbox jobs, the truth about jobs under both runners. The payload is left out. */
export async function listJobs(db: Queryable, query: ListQuery<JobFilter, JobSortField>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.filter.id !== undefined) add((p) => `o.id::text = ANY(${p})`, [query.filter.id].flat());
  if (query.filter.state) add((p) => `${STATE_SQL} = ${p}`, query.filter.state);
  if (query.filter.type) add((p) => `o.type = ${p}`, query.filter.type);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM outbox o ${where}`, params);
  const page = await db.query<Omit<JobRow, 'run_at' | 'created_at' | 'completed_at'> & Record<string, unknown>>(
    `SELECT o.id::text AS id, o.job_id, o.type, ${STATE_SQL} AS state, o.attempts, o.max_attempts, o.last_error,
            o.run_at, o.created_at, o.completed_at, o.effect_retaken > 0 AS at_least_once
       FROM outbox o ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, o.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows: JobRow[] = page.rows.map((row) => ({
    ...row,
    run_at: iso(row.run_at as string) as string,
    created_at: iso(row.created_at as string) as string,
    completed_at: iso(row.completed_at as string | null),
  }));
  return { rows, total: toNumber(total.rows[0].n) };
}

/** Jobs per type ("queue") and state, from the outbox. */
export async function jobCountsByType(db: Queryable): Promise<JobCounts[]> {
  const { rows } = await db.query<{ type: string; state: JobState; n: number }>(
    `SELECT o.type, ${STATE_SQL} AS state, count(*) AS n FROM outbox o GROUP BY 1, 2 ORDER BY 1`,
  );
  const byType = new Map<string, JobCounts>();
  for (const row of rows) {
    const counts = byType.get(row.type) ?? {
      type: row.type,
      queued: 0,
      scheduled: 0,
      active: 0,
      failed: 0,
      completed: 0,
    };
    counts[row.state] = toNumber(row.n);
    byType.set(row.type, counts);
  }
  return [...byType.values()];
}

export async function findJob(
  db: Queryable,
  id: string,
): Promise<{ job_id: string; type: string; state: JobState } | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<{ job_id: string; type: string; state: JobState }>(
    `SELECT o.job_id, o.type, ${STATE_SQL} AS state FROM outbox o WHERE o.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
