import type { MatchingEvent, MatchingInput, MatchingProposal } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `matching_proposals`: a course's latest matching proposal as staff review it, adjusted as they
 * change it, marked formed once applied. Inline (one stream per course).
 */
export const matchingProposalsProjection: Projection = {
  name: 'matching_proposals',
  eventTypes: ['MatchingProposed', 'MatchingProposalAdjusted', 'PodsFormed'],
  tables: ['matching_proposals'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS matching_proposals${suffix} (
      course_id text PRIMARY KEY,
      proposal_id text NOT NULL,
      input jsonb NOT NULL,
      proposal jsonb NOT NULL,
      adjusted boolean NOT NULL DEFAULT false,
      pod_ids jsonb,
      proposed_at timestamptz NOT NULL,
      formed_at timestamptz
    )`);
  },

  async apply(tx, events, suffix = '') {
    const table = `matching_proposals${suffix}`;
    for (const event of events as Array<RecordedEvent & MatchingEvent>) {
      const d = event.data;
      if (event.type === 'MatchingProposed')
        await tx.query(
          `INSERT INTO ${table} (course_id, proposal_id, input, proposal, proposed_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (course_id) DO UPDATE SET proposal_id = $2, input = $3, proposal = $4, proposed_at = $5,
             adjusted = false, pod_ids = NULL, formed_at = NULL`,
          [
            d.courseId,
            d.proposalId,
            JSON.stringify(event.data.input),
            JSON.stringify(event.data.proposal),
            event.data.proposedAt,
          ],
        );
      else if (event.type === 'MatchingProposalAdjusted')
        await tx.query(
          `UPDATE ${table} SET adjusted = true,
             proposal = jsonb_set(jsonb_set(proposal, '{pods}', $3::jsonb), '{megapods}', $4::jsonb)
           WHERE course_id = $1 AND proposal_id = $2`,
          [d.courseId, d.proposalId, JSON.stringify(event.data.pods), JSON.stringify(event.data.megapods)],
        );
      else
        await tx.query(`UPDATE ${table} SET pod_ids = $3, formed_at = $4 WHERE course_id = $1 AND proposal_id = $2`, [
          d.courseId,
          d.proposalId,
          JSON.stringify(event.data.pods),
          event.data.formedAt,
        ]);
    }
  },
};

export interface MatchingProposalRow {
  course_id: string;
  proposal_id: string;
  input: MatchingInput;
  proposal: MatchingProposal;
  adjusted: boolean;
  pod_ids: Array<{ key: string; podId: string }> | null;
  proposed_at: Date;
  formed_at: Date | null;
}

export async function findMatchingProposal(db: Queryable, courseId: string): Promise<MatchingProposalRow | null> {
  const { rows } = await db.query<MatchingProposalRow>('SELECT * FROM matching_proposals WHERE course_id = $1', [
    courseId,
  ]);
  return rows[0] ?? null;
}
