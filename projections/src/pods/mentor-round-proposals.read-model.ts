import type { MentorRoundEvent, MentorRoundInput, MentorRoundProposal } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/**
 * `mentor_round_proposals`: a course's latest mentor round proposal as staff review it, replaced as
 * they adjust it, marked applied once. Inline (one stream per course).
 */
export const mentorRoundProposalsReadModel: ReadModel<MentorRoundProposalRow, MentorRoundEvent> = {
  name: 'mentor_round_proposals',
  eventTypes: ['MentorRoundProposed', 'MentorRoundAdjusted', 'MentorRoundApplied'],
  table: {
    name: 'mentor_round_proposals',
    key: 'course_id',
    columns: {
      course_id: 'text PRIMARY KEY',
      proposal_id: 'text NOT NULL',
      input: 'jsonb NOT NULL',
      proposal: 'jsonb NOT NULL',
      adjusted: 'boolean NOT NULL DEFAULT false',
      proposed_at: 'timestamptz NOT NULL',
      applied_at: 'timestamptz',
    },
  },
  keyOf: (event) => event.data.courseId,
  singleStream: true,

  fold(row, event) {
    const d = event.data;
    if (event.type === 'MentorRoundProposed')
      // A new proposal replaces the one before, adjusted, applied or not.
      return {
        course_id: d.courseId,
        proposal_id: d.proposalId,
        input: event.data.input,
        proposal: event.data.proposal,
        adjusted: false,
        proposed_at: new Date(event.data.proposedAt),
        applied_at: null,
      };
    // Adjusting and applying change the proposal they name, if it is still the latest.
    if (!row || row.proposal_id !== d.proposalId) return row;
    if (event.type === 'MentorRoundAdjusted') return { ...row, adjusted: true, proposal: event.data.proposal };
    return { ...row, applied_at: new Date(event.data.appliedAt) };
  },
};

export const mentorRoundProposalsProjection: Projection = projectionOf(mentorRoundProposalsReadModel);

export interface MentorRoundProposalRow extends Record<string, unknown> {
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
