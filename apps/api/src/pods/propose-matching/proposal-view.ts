import { NotFoundException } from '@nestjs/common';
import type { Queryable } from '@portal/event-store';
import { type MatchingProposalRow, findMatchingProposal } from '@portal/projections';

/** The proposal as staff review it; the input is left out (it is the course's own applications). */
export function proposalView(row: MatchingProposalRow) {
  const placed = new Set(row.proposal.pods.flatMap((pod) => pod.studentIds));
  return {
    course: row.course_id,
    proposal_id: row.proposal_id,
    status: row.formed_at ? 'formed' : 'proposed',
    adjusted: row.adjusted,
    proposed_at: new Date(row.proposed_at).toISOString(),
    formed_at: row.formed_at ? new Date(row.formed_at).toISOString() : null,
    pod_ids: row.pod_ids,
    objective: row.proposal.objective,
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
          kind: 'student',
          reason: 'removed_by_staff',
          detail: 'Taken out by staff.',
        })),
    ],
  };
}

/** The course's latest proposal, or 404 when matching never ran there. */
export async function latestProposal(db: Queryable, courseId: string) {
  const row = await findMatchingProposal(db, courseId);
  if (!row) throw new NotFoundException();
  return proposalView(row);
}
