import type { MentorRoundEvent, MentorRoundInput, MentorRoundProposal } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `mentor_round_proposals`: a course's latest mentor round proposal as staff review it, replaced as
 * they adjust it, marked applied once. Inline (one stream per course).
 */
export const mentorRoundProposalsProjection: Projection = {
  name: 'mentor_round_proposals',
  eventTypes: ['MentorRoundProposed', 'MentorRoundAdjusted', 'MentorRoundApplied'],
  tables: ['mentor_round_proposals'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS mentor_round_proposals${suffix} (
      course_id text PRIMARY KEY,
      proposal_id text NOT NULL,
      input jsonb NOT NULL,
      proposal jsonb NOT NULL,
      adjusted boolean NOT NULL DEFAULT false,
      proposed_at timestamptz NOT NULL,
      applied_at timestamptz
    )`);
  },

  async apply(tx, events, suffix = '') {
    const table = `mentor_round_proposals${suffix}`;
    for (const event of events as Array<RecordedEvent & MentorRoundEvent>) {
      const d = event.data;
      if (event.type === 'MentorRoundProposed')
        await tx.query(
          `INSERT INTO ${table} (course_id, proposal_id, input, proposal, proposed_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (course_id) DO UPDATE SET proposal_id = $2, input = $3, proposal = $4, proposed_at = $5,
             adjusted = false, applied_at = NULL`,
          [
            d.courseId,
            d.proposalId,
            JSON.stringify(event.data.input),
            JSON.stringify(event.data.proposal),
            event.data.proposedAt,
          ],
        );
      else if (event.type === 'MentorRoundAdjusted')
        await tx.query(`UPDATE ${table} SET adjusted = true, proposal = $3 WHERE course_id = $1 AND proposal_id = $2`, [
          d.courseId,
          d.proposalId,
          JSON.stringify(event.data.proposal),
        ]);
      else
        await tx.query(`UPDATE ${table} SET applied_at = $3 WHERE course_id = $1 AND proposal_id = $2`, [
          d.courseId,
          d.proposalId,
          event.data.appliedAt,
        ]);
    }
  },
};

export interface MentorRoundProposalRow {
  course_id: string;
  proposal_id: string;
  input: MentorRoundInput;
  proposal: MentorRoundProposal;
  adjusted: boolean;
  proposed_at: Date;
  applied_at: Date | null;
}

export async function findMentorRoundProposal(db: Queryable, courseId: string): Promise<MentorRoundProposalRow | null> {
  const { rows } = await db.query<MentorRoundProposalRow>('SELECT * FROM mentor_round_proposals WHERE course_id = $1', [
    courseId,
  ]);
  return rows[0] ?? null;
}
