import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RebuildRecord } from '@portal/contracts';
import type { Projection, Queryable } from '@portal/event-store';
import { toNumber } from '@portal/event-store';
import { replayProjection } from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../../platform/platform.module';

/** A rebuild whose process stopped reporting for this long is taken as dead and may start again. */
const STALE_AFTER = '2 minutes';
/** Progress is written at most this often: a replay reports every page. */
const PROGRESS_EVERY_MS = 250;

interface RebuildRow {
  projection: string;
  status: RebuildRecord['status'];
  done: number | string;
  total: number | string;
  started_by: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
}

const toRecord = (row: RebuildRow): RebuildRecord => ({
  status: row.status,
  done: toNumber(row.done),
  total: toNumber(row.total),
  started_by: row.started_by,
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  error: row.error,
});

/**
 * Staff-started rebuilds of one read model from the log, run in the background of the API process that
 * took the request. Their progress lives in Postgres (`projection_rebuilds`), so any API process can
 * report it; one row per projection is also the claim that keeps two rebuilds of it from overlapping.
 */
@Injectable()
export class ProjectionRebuilds implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.platform.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['course-portal-migrations']);
      await tx.query(`CREATE TABLE IF NOT EXISTS projection_rebuilds (
        projection text PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
        done bigint NOT NULL DEFAULT 0,
        total bigint NOT NULL DEFAULT 0,
        started_by text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        error text
      )`);
    });
  }

  async all(db: Queryable = this.platform.db): Promise<Map<string, RebuildRecord>> {
    const { rows } = await db.query<RebuildRow>('SELECT * FROM projection_rebuilds');
    return new Map(rows.map((row) => [row.projection, toRecord(row)]));
  }

  /** Claims the projection and starts rebuilding it; null when a live rebuild of it is under way. */
  async start(projection: Projection, actor: string): Promise<RebuildRecord | null> {
    const { rows } = await this.platform.db.query<RebuildRow>(
      `INSERT INTO projection_rebuilds (projection, status, started_by) VALUES ($1, 'running', $2)
       ON CONFLICT (projection) DO UPDATE
         SET status = 'running', done = 0, total = 0, started_by = $2, started_at = now(), heartbeat_at = now(),
             finished_at = NULL, error = NULL
         WHERE projection_rebuilds.status <> 'running' OR projection_rebuilds.heartbeat_at < now() - interval '${STALE_AFTER}'
       RETURNING *`,
      [projection.name, actor],
    );
    if (!rows[0]) return null;
    // Not awaited: the request answers at once and staff follow the progress by polling.
    void this.run(projection);
    return toRecord(rows[0]);
  }

  private async run(projection: Projection): Promise<void> {
    const { db, store } = this.platform;
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const report = (done: number, total: number) => {
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      writing = writing.then(() =>
        db.query(
          `UPDATE projection_rebuilds SET done = $2, total = $3, heartbeat_at = now() WHERE projection = $1 AND status = 'running'`,
          [projection.name, done, total],
        ),
      );
    };
    try {
      const { events } = await replayProjection(store, projection, {
        onProgress: ({ done, total }) => report(done, total),
      });
      await writing;
      await db.query(
        `UPDATE projection_rebuilds SET status = 'done', done = $2, total = $2, heartbeat_at = now(), finished_at = now()
          WHERE projection = $1`,
        [projection.name, events],
      );
      this.logger.info({ projection: projection.name, events }, 'read model rebuilt');
    } catch (error) {
      this.logger.error({ err: error, projection: projection.name }, 'read model rebuild failed');
      await writing.catch(() => undefined);
      await db
        .query(
          `UPDATE projection_rebuilds SET status = 'failed', error = $2, heartbeat_at = now(), finished_at = now()
            WHERE projection = $1`,
          [projection.name, error instanceof Error ? error.message : String(error)],
        )
        .catch(() => undefined);
    }
  }
}
