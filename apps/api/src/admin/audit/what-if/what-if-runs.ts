import type { WhatIfDifference, WhatIfRunView, WhatIfVariation } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';

/**
 * What-if runs and their results: the tool's own table, not a read model of the log (nothing here is
 * rebuilt from events, and the live read models never read it). A run started by one API process can
 * be polled through any other.
 */
export async function ensureWhatIfRunsTable(db: Queryable): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS what_if_runs (
    id uuid PRIMARY KEY,
    course_id text NOT NULL,
    variation jsonb NOT NULL,
    requested_by text NOT NULL,
    status text NOT NULL,
    progress double precision NOT NULL DEFAULT 0,
    log_position bigint,
    applications integer,
    differences jsonb NOT NULL DEFAULT '[]',
    error text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export async function insertWhatIfRun(
  db: Queryable,
  run: { id: string; courseId: string; variation: WhatIfVariation; requestedBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO what_if_runs (id, course_id, variation, requested_by, status) VALUES ($1, $2, $3, $4, 'running')`,
    [run.id, run.courseId, JSON.stringify(run.variation), run.requestedBy],
  );
}

export async function recordWhatIfProgress(db: Queryable, id: string, progress: number): Promise<void> {
  await db.query('UPDATE what_if_runs SET progress = $2 WHERE id = $1', [id, progress]);
}

export async function recordWhatIfResult(
  db: Queryable,
  id: string,
  result: { logPosition: number; applications: number; differences: WhatIfDifference[] },
): Promise<void> {
  await db.query(
    `UPDATE what_if_runs SET status = 'done', progress = 1, log_position = $2, applications = $3, differences = $4
      WHERE id = $1`,
    [id, result.logPosition, result.applications, JSON.stringify(result.differences)],
  );
}

export async function recordWhatIfFailure(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(`UPDATE what_if_runs SET status = 'failed', error = $2 WHERE id = $1`, [id, error]);
}

interface RunRow {
  id: string;
  course_id: string;
  variation: WhatIfVariation;
  status: WhatIfRunView['status'];
  progress: number;
  log_position: string | number | null;
  applications: number | null;
  differences: WhatIfDifference[];
  error: string | null;
  created_at: Date | string;
}

export async function findWhatIfRun(db: Queryable, id: string): Promise<WhatIfRunView | null> {
  const { rows } = await db.query<RunRow>('SELECT * FROM what_if_runs WHERE id = $1', [id]);
  if (!rows.length) return null;
  const row = rows[0];
  return {
    id: row.id,
    course: row.course_id,
    variation: row.variation,
    status: row.status,
    progress: row.progress,
    log_position: row.log_position === null ? null : toNumber(row.log_position),
    applications: row.applications,
    differences: row.differences,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
  };
}
