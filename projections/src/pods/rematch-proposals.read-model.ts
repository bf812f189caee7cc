import type { RematchEvent, RematchProposal } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/**
 * `rematch_proposals`: a course's latest rematch as staff review it (DESIGN.md §8), with the fingerprint
 * of what it was computed from, marked applied once applied. Inline (one stream per course).
 */
export const rematchProposalsReadModel: ReadModel<RematchProposalRow, RematchEvent> = {
  name: 'rematch_proposals',
  eventTypes: ['RematchProposed', 'RematchApplied'],
  table: {
    name: 'rematch_proposals',
    key: 'course_id',
    columns: {
      course_id: 'text PRIMARY KEY',
      rematch_id: 'text NOT NULL',
      fingerprint: 'text NOT NULL',
      proposal: 'jsonb NOT NULL',
      proposed_at: 'timestamptz NOT NULL',
      applied_at: 'timestamptz',
    },
  },
  keyOf: (event) => event.data.courseId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'RematchProposed') {
      const d = event.data;
      // A new proposal replaces the one before, applied or not.
      return {
        course_id: d.courseId,
        rematch_id: d.rematchId,
        fingerprint: d.fingerprint,
        proposal: d.proposal,
        proposed_at: new Date(d.proposedAt),
        applied_at: null,
      };
    }
    // Applying marks the proposal it names, if it is still the latest.
    return row && row.rematch_id === event.data.rematchId
      ? { ...row, applied_at: new Date(event.data.appliedAt) }
      : row;
  },
};

export const rematchProposalsProjection: Projection = projectionOf(rematchProposalsReadModel);

export interface RematchProposalRow extends Record<string, unknown> {
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
