import type { MatchingEvent, MatchingInput, MatchingProposal, PodSize } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

export interface ProposalHistoryRow {
  proposal_id: string;
  course_id: string;
  pod_size: PodSize | null;
  input: MatchingInput;
  proposal: MatchingProposal;
  adjusted: boolean;
  proposed_at: Date;
}
type ProposalHistoryRecord = ProposalHistoryRow & Record<string, unknown>;

/**
 * `matching_proposal_history`: every matching proposal of a course, kept side by side so staff can
 * compare runs with different parameters and choose one to apply (`matching_proposals` keeps the
 * latest only). Inline (one stream per course). The input is kept so a chosen one can be proposed again.
 */
export const proposalHistoryReadModel: ReadModel<ProposalHistoryRecord, MatchingEvent> = {
  name: 'matching_proposal_history',
  eventTypes: ['MatchingProposed', 'MatchingProposalAdjusted'],
  table: {
    name: 'matching_proposal_history',
    key: 'proposal_id',
    columns: {
      proposal_id: 'text PRIMARY KEY',
      course_id: 'text NOT NULL',
      pod_size: 'jsonb',
      input: 'jsonb NOT NULL',
      proposal: 'jsonb NOT NULL',
      adjusted: 'boolean NOT NULL DEFAULT false',
      proposed_at: 'timestamptz NOT NULL',
    },
    indexes: { course: '(course_id, proposed_at)' },
  },
  keyOf: (event) => event.data.proposalId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'MatchingProposed') {
      const d = event.data;
      // A proposal chosen again from the comparison is proposed again under its own id: kept once.
      return (
        row ?? {
          proposal_id: d.proposalId,
          course_id: d.courseId,
          pod_size: d.input.podSize ?? null,
          input: d.input,
          proposal: d.proposal,
          adjusted: false,
          proposed_at: new Date(d.proposedAt),
        }
      );
    }
    if (event.type === 'MatchingProposalAdjusted' && row) {
      const { pods, megapods } = event.data;
      return { ...row, adjusted: true, proposal: { ...row.proposal, pods, megapods } };
    }
    return row;
  },
};

export const proposalHistoryProjection: Projection = projectionOf(proposalHistoryReadModel);

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
