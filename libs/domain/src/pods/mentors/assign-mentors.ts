import { MinCostFlow } from './min-cost-flow';
import { mentorFits } from './mentor-fit';
import { MENTOR_WEIGHTS } from './mentor-objective';
import type { MentorCandidate, MentorRoundPod, ProjectGroup, UnmatchedGroup, UnmatchedMentor } from './types';

/** Groups a mentor cannot tell apart: same project slot, language and data set. */
const typeOf = (group: ProjectGroup, pod: MentorRoundPod) =>
  `${pod.timeSlot}|${pod.language.toLowerCase()}|${group.dataSet}`;

export interface MentorAssignment {
  /** The groups with `mentorId` set where a mentor was given. */
  groups: ProjectGroup[];
  /** The best value any assignment of mentors to these groups can reach (the flow's optimum). */
  bound: number;
  unmatchedGroups: UnmatchedGroup[];
  unmatchedMentors: UnmatchedMentor[];
}

/**
 * Mentors to groups as a min-cost flow over group types (groups with the same slot, language and
 * data set are interchangeable): source → type (its group count) → fitting mentor → sink, where a
 * mentor's first group is free and each further one, up to groups_mentor_during_count, costs
 * EXTRA_GROUP; a group on the mentor's first data set earns FIRST_DATA_SET and any mentored group
 * UNMENTORED. Every hard constraint is an edge that is absent or a capacity, so none can break, and the
 * flow is optimal: its value is the bound.
 */
export function assignMentors(
  groups: ProjectGroup[],
  pods: Map<string, MentorRoundPod>,
  mentors: MentorCandidate[],
): MentorAssignment {
  const types = new Map<string, ProjectGroup[]>();
  for (const group of groups) {
    const key = typeOf(group, pods.get(group.podId) as MentorRoundPod);
    const members = types.get(key);
    if (members) members.push(group);
    else types.set(key, [group]);
  }
  const typeList = [...types.values()];
  const source = typeList.length + mentors.length;
  const sink = source + 1;
  const flow = new MinCostFlow(sink + 1);
  const { UNMENTORED, FIRST_DATA_SET, EXTRA_GROUP } = MENTOR_WEIGHTS;
  typeList.forEach((members, t) => flow.addEdge(source, t, members.length, 0));
  mentors.forEach((mentor, m) => {
    flow.addEdge(typeList.length + m, sink, 1, 0);
    if (mentor.maxGroups > 1) flow.addEdge(typeList.length + m, sink, mentor.maxGroups - 1, EXTRA_GROUP);
  });
  const edges: Array<{ t: number; m: number; edge: number }> = [];
  const fitting = new Set<number>();
  const fitted = new Set<number>();
  typeList.forEach((members, t) => {
    const sample = members[0];
    const pod = pods.get(sample.podId) as MentorRoundPod;
    mentors.forEach((mentor, m) => {
      if (!mentorFits(mentor, sample, pod)) return;
      const first = mentor.dataSets[0] === sample.dataSet ? FIRST_DATA_SET : 0;
      edges.push({ t, m, edge: flow.addEdge(t, typeList.length + m, mentor.maxGroups, -UNMENTORED - first) });
      fitting.add(m);
      fitted.add(t);
    });
  });
  const cost = flow.minimise(source, sink);

  const assigned = groups.map((group) => ({ ...group, mentorId: null as string | null }));
  const byKey = new Map(assigned.map((group) => [group.key, group]));
  const next = typeList.map(() => 0);
  for (const { t, m, edge } of edges)
    for (let k = flow.flow(edge); k > 0; k--) {
      const group = byKey.get(typeList[t][next[t]++].key) as ProjectGroup;
      group.mentorId = mentors[m].id;
    }

  const typeIndex = new Map(typeList.flatMap((members, t) => members.map((group) => [group.key, t] as const)));
  const unmatchedGroups: UnmatchedGroup[] = assigned
    .filter((group) => group.mentorId === null)
    .map((group) => {
      const pod = pods.get(group.podId) as MentorRoundPod;
      return fitted.has(typeIndex.get(group.key) as number)
        ? {
            key: group.key,
            reason: 'mentors_full',
            detail: 'Every mentor who fits this group has all the groups they offered.',
          }
        : {
            key: group.key,
            reason: 'no_fitting_mentor',
            detail: `No mentor is free in slot ${pod.timeSlot}, speaks ${pod.language} (or the pod is in English) and named ${group.dataSet}.`,
          };
    });
  const busy = new Set(assigned.map((group) => group.mentorId));
  const unmatchedMentors: UnmatchedMentor[] = mentors
    .map((mentor, m) => ({ mentor, m }))
    .filter(({ mentor }) => !busy.has(mentor.id))
    .map(({ mentor, m }) =>
      fitting.has(m)
        ? { id: mentor.id, reason: 'groups_taken', detail: 'Every group this mentor fits has a mentor already.' }
        : {
            id: mentor.id,
            reason: 'no_fitting_group',
            detail: 'No group is in one of their time slots and languages with a data set they named.',
          },
    );
  return { groups: assigned, bound: -cost - UNMENTORED * groups.length, unmatchedGroups, unmatchedMentors };
}
