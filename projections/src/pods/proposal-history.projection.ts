import type { MatchingEvent, MatchingInput, MatchingProposal, PodSize } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `matching_proposal_history`: every matching proposal of a course, kept side by side so staff can
 * compare runs with different parameters and choose one to apply (`matching_proposals` keeps the
 * latest only). Inline (one stream per course). The input is kept so a chosen one can be proposed again.
 */
export const proposalHistoryProjection: Projection = {
  name: 'matching_proposal_history',
  eventTypes: ['MatchingProposed', 'MatchingProposalAdjusted'],
  tables: ['matching_proposal_history'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS matching_proposal_history${suffix} (
      proposal_id text PRIMARY KEY,
      course_id text NOT NULL,
      pod_size jsonb,
      input jsonb NOT NULL,
      proposal jsonb NOT NULL,
      adjusted boolean NOT NULL DEFAULT false,
      proposed_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(
      `CREATE INDEX IF NOT EXISTS matching_proposal_history${suffix}_course
         ON matching_proposal_history${suffix} (course_id, proposed_at)`,
    );
  },

  async apply(tx, events, suffix = '') {
    const table = `matching_proposal_history${suffix}`;
    for (const event of events as Array<RecordedEvent & MatchingEvent>) {
      if (event.type === 'MatchingProposed') {
        const d = event.data;
        // A proposal chosen again from the comparison is proposed again under its own id: kept once.
        await tx.query(
          `INSERT INTO ${table} (proposal_id, course_id, pod_size, input, proposal, proposed_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (proposal_id) DO NOTHING`,
          [
            d.proposalId,
            d.courseId,
            JSON.stringify(d.input.podSize ?? null),
            JSON.stringify(d.input),
            JSON.stringify(d.proposal),
            d.proposedAt,
          ],
        );
      } else if (event.type === 'MatchingProposalAdjusted') {
        const d = event.data;
        await tx.query(
          `UPDATE ${table} SET adjusted = true,
             proposal = jsonb_set(jsonb_set(proposal, '{pods}', $2::jsonb), '{megapods}', $3::jsonb)
           WHERE proposal_id = $1`,
          [d.proposalId, JSON.stringify(d.pods), JSON.stringify(d.megapods)],
        );
      }
    }
  },
};

export interface ProposalHistoryRow {
  proposal_id: string;
  course_id: string;
  pod_size: PodSize | null;
  input: MatchingInput;
  proposal: MatchingProposal;
  adjusted: boolean;
  proposed_at: Date;
}

/** A course's proposals, oldest first, without their inputs (the comparison needs the results only). */
export async function courseProposals(db: Queryable, courseId: string): Promise<Omit<ProposalHistoryRow, 'input'>[]> {
  const { rows } = await db.query<Omit<ProposalHistoryRow, 'input'>>(
    `SELECT proposal_id, course_id, pod_size, proposal, adjusted, proposed_at FROM matching_proposal_history
      WHERE course_id = $1 ORDER BY proposed_at, proposal_id`,
    [courseId],
  );
  return rows;
}

export async function findHistoricProposal(
  db: Queryable,
  courseId: string,
  proposalId: string,
): Promise<ProposalHistoryRow | null> {
  const { rows } = await db.query<ProposalHistoryRow>(
    'SELECT * FROM matching_proposal_history WHERE course_id = $1 AND proposal_id = $2',
    [courseId, proposalId],
  );
  return rows[0] ?? null;
}
