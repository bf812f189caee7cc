import { specFor } from '../../shared/testing/given-when-then';
import { podDecider } from '../pod.decider';
import type { PodDefinition, PodEvent, PodMember } from '../pod.events';
import { groupsFollowMembers } from './groups-follow-members';
import type { FormedProjectGroup } from './project-groups.events';

const member = (id: string): PodMember => ({ applicationId: `app-${id}`, userId: `user-${id}` });
const group = (n: number, ids: string[], mentor: string | null = `m${n}`): FormedProjectGroup => ({
  key: `pod-1:${n}`,
  name: `Group ${n} · vision`,
  dataSet: 'vision',
  students: ids.map(member),
  mentor: mentor ? member(mentor) : null,
});
const idsOf = (groups: FormedProjectGroup[]) =>
  groups.map((g) => [g.key, g.students.map((s) => s.applicationId.slice(4)).join(''), g.mentor?.userId ?? null]);

describe('project groups after a rematch changed the pod', () => {
  const before = [group(1, ['a', 'b', 'c', 'd']), group(2, ['e', 'f', 'g'])];

  it('keep everyone who stays in their group, with its mentor', () => {
    const students = 'abcdefg'.split('').map(member);
    expect(groupsFollowMembers(before, students)).toEqual(before);
  });

  it('lose the students who left and give newcomers to the smallest group', () => {
    const students = ['a', 'b', 'c', 'e', 'f', 'g', 'h'].map(member);
    expect(idsOf(groupsFollowMembers(before, students))).toEqual([
      ['pod-1:1', 'abch', 'user-m1'],
      ['pod-1:2', 'efg', 'user-m2'],
    ]);
  });

  it('fold a group that fell below three into the others while they have room', () => {
    const students = ['a', 'b', 'c', 'd', 'e', 'f'].map(member);
    const after = groupsFollowMembers([group(1, ['a', 'b', 'c', 'd']), group(2, ['e', 'f', 'x'])], students);
    expect(idsOf(after)).toEqual([['pod-1:1', 'abcdef', 'user-m1']]);
  });

  it('keep a small group when the others have no room for its students', () => {
    const students = 'abcdefghijklmn'.split('').map(member);
    const full = [group(1, 'abcdef'.split('')), group(2, 'ghijkl'.split('')), group(3, ['m', 'n', 'x'])];
    expect(groupsFollowMembers(full, students).map((g) => g.students.length)).toEqual([6, 6, 2]);
  });

  it('are none for a pod never grouped or left with no students', () => {
    expect(groupsFollowMembers([], [member('a')])).toEqual([]);
    expect(groupsFollowMembers(before, [])).toEqual([]);
  });
});

describe('a pod with project groups changed by a rematch', () => {
  const given = specFor(podDecider);
  const now = new Date('2030-07-01T00:00:00Z');
  const at = now.toISOString();
  const definition: PodDefinition = {
    podId: 'pod-1',
    courseId: 'course-1',
    proposalId: 'proposal-1',
    name: 'Slot 3 · vision · 1',
    timeSlot: 3,
    language: 'english',
    lowFi: false,
    dataSet: 'vision',
    secondDataSet: null,
    megapod: { key: 'mega-1', name: 'Slot 3 · vision' },
    ta: member('ta'),
    projectTa: null,
    leadTa: null,
    students: 'abcd'.split('').map(member),
    days: ['2030-07-08'],
  };
  const groups = [group(1, 'abcd'.split(''))];
  const history: PodEvent[] = [
    { type: 'PodFormed', data: { ...definition, formedAt: at } },
    {
      type: 'ProjectGroupsFormed',
      data: { podId: 'pod-1', courseId: 'course-1', proposalId: 'r', groups, formedAt: at },
    },
  ];
  const change = (ta: PodMember | null, students: PodMember[]) =>
    ({ type: 'ChangePodMembership', rematchId: 'r1', ta, projectTa: null, leadTa: null, students, now }) as const;
  const changed = (ta: PodMember | null, students: PodMember[], after: FormedProjectGroup[]): PodEvent => ({
    type: 'PodMembershipChanged',
    data: {
      podId: 'pod-1',
      courseId: 'course-1',
      rematchId: 'r1',
      closed: ta === null,
      ta,
      projectTa: null,
      leadTa: null,
      students,
      groups: after,
      changedAt: at,
    },
  });

  it('carries its groups along: the student who left leaves, the newcomer joins', () => {
    const students = ['a', 'b', 'c', 'e'].map(member);
    given(history)
      .when(change(member('ta'), students))
      .then([changed(member('ta'), students, [group(1, ['a', 'b', 'c', 'e'])])]);
  });

  it('has no groups once closed', () => {
    given(history)
      .when(change(null, []))
      .then([changed(null, [], [])]);
  });
});
