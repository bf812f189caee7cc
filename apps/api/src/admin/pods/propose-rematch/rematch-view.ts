import { NotFoundException } from '@nestjs/common';
import type { RematchView } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { type RematchProposalRow, findCourse, findRematchProposal } from '@portal/projections';

/** The rematch as staff review it: every move with its reason, the count against its lower bound. */
export function rematchView(row: RematchProposalRow): RematchView {
  const { proposal } = row;
  return {
    course: row.course_id,
    rematch_id: row.rematch_id,
    status: row.applied_at ? 'applied' : 'proposed',
    proposed_at: new Date(row.proposed_at).toISOString(),
    applied_at: row.applied_at ? new Date(row.applied_at).toISOString() : null,
    move_count: proposal.moveCount,
    moves_bound: proposal.movesBound,
    moves: proposal.moves,
    left: proposal.left,
    unmatched: proposal.unmatched,
    changed_pods: proposal.changedPods,
    closed_pods: proposal.closedPods,
    pod_names: proposal.podNames,
    objective: proposal.objective,
  };
}

/**
 * The course's latest rematch for the screen that opens it: null before the first, a normal state of
 * every formed course (404 only for a course that does not exist; issue 57).
 */
export async function latestRematchOrNone(db: Queryable, courseId: string): Promise<RematchView | null> {
  const row = await findRematchProposal(db, courseId);
  if (row) return rematchView(row);
  if (!(await findCourse(db, courseId))) throw new NotFoundException();
  return null;
}

/** The course's latest rematch after a command on it, or 404 when none was proposed. */
export async function latestRematch(db: Queryable, courseId: string): Promise<RematchView> {
  const row = await findRematchProposal(db, courseId);
  if (!row) throw new NotFoundException();
  return rematchView(row);
}
