import type { RematchEvent, RematchProposal } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `rematch_proposals`: a course's latest rematch as staff review it (DESIGN.md §8), with the fingerprint
 * of what it was computed from, marked applied once applied. Inline (one stream per course).
 */
export const rematchProposalsProjection: Projection = {
  name: 'rematch_proposals',
  eventTypes: ['RematchProposed', 'RematchApplied'],
  tables: ['rematch_proposals'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS rematch_proposals${suffix} (
      course_id text PRIMARY KEY,
      rematch_id text NOT NULL,
      fingerprint text NOT NULL,
      proposal jsonb NOT NULL,
      proposed_at timestamptz NOT NULL,
      applied_at timestamptz
    )`);
  },

  async apply(tx, events, suffix = '') {
    const table = `rematch_proposals${suffix}`;
    for (const event of events as Array<RecordedEvent & RematchEvent>) {
      if (event.type === 'RematchProposed') {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${table} (course_id, rematch_id, fingerprint, proposal, proposed_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (course_id) DO UPDATE SET rematch_id = $2, fingerprint = $3, proposal = $4, proposed_at = $5,
             applied_at = NULL`,
          [d.courseId, d.rematchId, d.fingerprint, JSON.stringify(d.proposal), d.proposedAt],
        );
      } else
        await tx.query(`UPDATE ${table} SET applied_at = $3 WHERE course_id = $1 AND rematch_id = $2`, [
          event.data.courseId,
          event.data.rematchId,
          event.data.appliedAt,
        ]);
    }
  },
};

export interface RematchProposalRow {
  course_id: string;
  rematch_id: string;
  fingerprint: string;
  proposal: RematchProposal;
  proposed_at: Date;
  applied_at: Date | null;
}

export async function findRematchProposal(db: Queryable, courseId: string): Promise<RematchProposalRow | null> {
  const { rows } = await db.query<RematchProposalRow>('SELECT * FROM rematch_proposals WHERE course_id = $1', [
    courseId,
  ]);
  return rows[0] ?? null;
}
