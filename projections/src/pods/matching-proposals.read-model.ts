import type { MatchingEvent, MatchingInput, MatchingProposal } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/**
 * `matching_proposals`: a course's latest matching proposal as staff review it, adjusted as they
 * change it, marked formed once applied. Inline (one stream per course).
 */
export const matchingProposalsReadModel: ReadModel<MatchingProposalRow, MatchingEvent> = {
  name: 'matching_proposals',
  eventTypes: ['MatchingProposed', 'MatchingProposalAdjusted', 'PodsFormed'],
  table: {
    name: 'matching_proposals',
    key: 'course_id',
    columns: {
      course_id: 'text PRIMARY KEY',
      proposal_id: 'text NOT NULL',
      input: 'jsonb NOT NULL',
      proposal: 'jsonb NOT NULL',
      adjusted: 'boolean NOT NULL DEFAULT false',
      pod_ids: 'jsonb',
      proposed_at: 'timestamptz NOT NULL',
      formed_at: 'timestamptz',
    },
  },
  keyOf: (event) => event.data.courseId,
  singleStream: true,

  fold(row, event) {
    const d = event.data;
    if (event.type === 'MatchingProposed')
      // A new proposal replaces the one before, adjusted, formed or not.
      return {
        course_id: d.courseId,
        proposal_id: d.proposalId,
        input: event.data.input,
        proposal: event.data.proposal,
        adjusted: false,
        pod_ids: null,
        proposed_at: new Date(event.data.proposedAt),
        formed_at: null,
      };
    // Adjusting and forming change the proposal they name, if it is still the latest.
    if (!row || row.proposal_id !== d.proposalId) return row;
    if (event.type === 'MatchingProposalAdjusted')
      return {
        ...row,
        adjusted: true,
        proposal: { ...row.proposal, pods: event.data.pods, megapods: event.data.megapods },
      };
    return { ...row, pod_ids: event.data.pods, formed_at: new Date(event.data.formedAt) };
  },
};

export const matchingProposalsProjection: Projection = projectionOf(matchingProposalsReadModel);

export interface MatchingProposalRow extends Record<string, unknown> {
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
