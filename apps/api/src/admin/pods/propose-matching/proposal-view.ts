import { NotFoundException } from '@nestjs/common';
import type { MatchingProposalView } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { DEFAULT_POD_SIZE, measureProposal, noPodsReason } from '@portal/domain';
import { type MatchingProposalRow, findCourse, findMatchingProposal } from '@portal/projections';

/** The proposal as staff review it; the input is left out (it is the course's own applications). */
export function proposalView(row: MatchingProposalRow): MatchingProposalView {
  const placed = new Set(row.proposal.pods.flatMap((pod) => pod.studentIds));
  const podSize = row.input.podSize ?? DEFAULT_POD_SIZE;
  // Staff's moves change the objective: it is measured again on the pods as they now stand, with the
  // proposal's bound (a bound on the best proposal does not move when staff move people).
  const { pods, megapods } = row.proposal;
  const objective = row.adjusted
    ? measureProposal(pods, megapods, row.input.students, podSize, row.proposal.objective.bound)
    : row.proposal.objective;
  return {
    course: row.course_id,
    proposal_id: row.proposal_id,
    status: row.formed_at ? 'formed' : 'proposed',
    adjusted: row.adjusted,
    proposed_at: new Date(row.proposed_at).toISOString(),
    formed_at: row.formed_at ? new Date(row.formed_at).toISOString() : null,
    pod_ids: row.pod_ids,
    /** The pod sizes the proposal was run with, so the screen runs the next one with the same. */
    pod_size: podSize,
    objective,
    pods: row.proposal.pods,
    megapods: row.proposal.megapods,
    ta_roles: row.proposal.taRoles,
    // Students a staff adjustment took out of every pod are unmatched too, with that reason.
    unmatched: [
      ...row.proposal.unmatched.filter((entry) => entry.kind !== 'student' || !placed.has(entry.id)),
      ...row.input.students
        .filter(
          (student) => !placed.has(student.id) && !row.proposal.unmatched.some((entry) => entry.id === student.id),
        )
        .map((student) => ({
          id: student.id,
          kind: 'student' as const,
          reason: 'removed_by_staff' as const,
          detail: 'Taken out by staff.',
        })),
    ],
    no_pods_reason: pods.length === 0 ? noPodsReason(row.input) : null,
  };
}

/**
 * The course's latest proposal for the screen that opens it: null while matching never ran there, a
 * normal state of every new course (404 only for a course that does not exist), so the screen's first
 * read is no error (issue 57).
 */
export async function latestProposalOrNone(db: Queryable, courseId: string): Promise<MatchingProposalView | null> {
  const row = await findMatchingProposal(db, courseId);
  if (row) return proposalView(row);
  if (!(await findCourse(db, courseId))) throw new NotFoundException();
  return null;
}

/** The course's latest proposal after a command on it, or 404 when matching never ran there. */
export async function latestProposal(db: Queryable, courseId: string): Promise<MatchingProposalView> {
  const row = await findMatchingProposal(db, courseId);
  if (!row) throw new NotFoundException();
  return proposalView(row);
}
