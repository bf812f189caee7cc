import type { MentorCandidate, MentorRoundObjective, ProjectGroup } from './types';

/**
 * The mentor round's weights. A mentored group outweighs everything else (a group without a mentor
 * has nobody to meet); then a group on its mentor's first data set; then spreading groups over
 * mentors (each group past a mentor's first costs a little). Integers, so the flow's costs are exact.
 */
export const MENTOR_WEIGHTS = { UNMENTORED: 10, FIRST_DATA_SET: 2, EXTRA_GROUP: 1 } as const;

/** The round's figures for these groups; `bound` comes from the solver (see assign-mentors.ts). */
export function measureMentorRound(
  groups: ProjectGroup[],
  mentors: MentorCandidate[],
  bound: number,
  ungroupedStudents: number,
): MentorRoundObjective {
  const byId = new Map(mentors.map((mentor) => [mentor.id, mentor]));
  const load = new Map<string, number>();
  let firstDataSetGroups = 0;
  for (const group of groups) {
    if (group.mentorId === null) continue;
    load.set(group.mentorId, (load.get(group.mentorId) ?? 0) + 1);
    if (byId.get(group.mentorId)?.dataSets[0] === group.dataSet) firstDataSetGroups++;
  }
  const mentoredGroups = [...load.values()].reduce((sum, count) => sum + count, 0);
  const extraGroups = mentoredGroups - load.size;
  const unmentoredGroups = groups.length - mentoredGroups;
  const { UNMENTORED, FIRST_DATA_SET, EXTRA_GROUP } = MENTOR_WEIGHTS;
  const value = FIRST_DATA_SET * firstDataSetGroups - EXTRA_GROUP * extraGroups - UNMENTORED * unmentoredGroups;
  return {
    value,
    bound,
    gap: Math.max(0, (bound - value) / Math.max(Math.abs(bound), 1)),
    groups: groups.length,
    mentoredGroups,
    unmentoredGroups,
    firstDataSetGroups,
    extraGroups,
    mentorsWithGroups: load.size,
    ungroupedStudents,
  };
}
