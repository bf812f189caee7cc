import { NotFoundException } from '@nestjs/common';
import type { MentorRoundView } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { findCourse, findMentorRoundProposal } from '@portal/projections';

/**
 * The course's latest mentor round for the screen that opens it: null before the first, a normal state
 * of a course whose pods are new (404 only for a course that does not exist; issue 57).
 */
export async function latestMentorRoundOrNone(db: Queryable, courseId: string): Promise<MentorRoundView | null> {
  if (await findMentorRoundProposal(db, courseId)) return latestMentorRound(db, courseId);
  if (!(await findCourse(db, courseId))) throw new NotFoundException();
  return null;
}

/** The course's latest mentor round as staff review it (the input is the course's own pods and mentors). */
export async function latestMentorRound(db: Queryable, courseId: string): Promise<MentorRoundView> {
  const row = await findMentorRoundProposal(db, courseId);
  if (!row) throw new NotFoundException();
  const { groups, unmatchedGroups, unmatchedMentors, objective } = row.proposal;
  const pods = new Map(row.input.pods.map((pod) => [pod.podId, pod]));
  return {
    course: row.course_id,
    proposal_id: row.proposal_id,
    status: row.applied_at ? 'applied' : 'proposed',
    adjusted: row.adjusted,
    proposed_at: new Date(row.proposed_at).toISOString(),
    applied_at: row.applied_at ? new Date(row.applied_at).toISOString() : null,
    objective,
    groups: groups.map((group) => ({
      key: group.key,
      pod: group.podId,
      pod_name: pods.get(group.podId)?.name ?? group.podId,
      time_slot: pods.get(group.podId)?.timeSlot ?? null,
      language: pods.get(group.podId)?.language ?? null,
      name: group.name,
      data_set: group.dataSet,
      student_ids: group.studentIds,
      mentor_id: group.mentorId,
    })),
    mentors: row.input.mentors.map((mentor) => ({
      id: mentor.id,
      max_groups: mentor.maxGroups,
      slots: mentor.slots,
      languages: mentor.languages,
      data_sets: mentor.dataSets,
    })),
    unmatched_groups: unmatchedGroups,
    unmatched_mentors: unmatchedMentors,
  };
}
