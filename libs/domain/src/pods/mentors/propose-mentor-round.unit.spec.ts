import { mentorRoundViolations } from './mentor-hard-constraints';
import { groupCount } from './project-groups';
import { proposeMentorRound } from './propose-mentor-round';
import { input, mentor, pods } from './testing/mentor-round-fixture';

describe('project groups of a pod', () => {
  it('are 3 to 6 students each, as near 4–5 as the count allows', () => {
    const counts = Array.from({ length: 30 }, (_, i) => i + 3).map((n) => [n, groupCount(n)]);
    for (const [n, count] of counts) {
      expect(n / count).toBeGreaterThanOrEqual(3);
      expect(Math.ceil(n / count)).toBeLessThanOrEqual(6);
    }
    expect(groupCount(15)).toBe(3);
    expect(groupCount(2)).toBe(0);
  });

  it('follow the data set students chose first when the pod offers it, and mix seniority', () => {
    const { groups } = proposeMentorRound(input);
    const ofPod = (podId: string) => groups.filter((group) => group.podId === podId);
    expect(ofPod('p2').map((group) => [group.dataSet, group.studentIds.length])).toEqual([
      ['vision', 3],
      ['audio', 4],
    ]);
    // Pod 1 alternates senior and junior students: each group gets two of each.
    const seniors = new Set(pods[0].students.filter((s) => s.seniority === 'senior').map((s) => s.id));
    for (const group of ofPod('p1')) expect(group.studentIds.filter((id) => seniors.has(id))).toHaveLength(2);
  });
});

describe('a proposed mentor round', () => {
  it('breaks no hard constraint and reaches its bound', () => {
    const proposal = proposeMentorRound(input);
    expect(mentorRoundViolations(input, proposal.groups)).toEqual([]);
    expect(proposal.objective.gap).toBe(0);
    expect(proposal.objective.value).toBe(proposal.objective.bound);
  });

  it('gives no mentor a group outside their slots, languages or data sets, nor more than they offered', () => {
    const only = (candidate: ReturnType<typeof mentor>) => proposeMentorRound({ pods, mentors: [candidate] });
    expect(only(mentor('late', { slots: [5] })).groups.every((g) => g.mentorId === null)).toBe(true);
    expect(only(mentor('french', { slots: [1], languages: ['french'] })).groups.every((g) => g.mentorId === null)).toBe(
      true,
    );
    expect(only(mentor('other', { dataSets: ['speech'] })).groups.every((g) => g.mentorId === null)).toBe(true);
    expect(only(mentor('one', { maxGroups: 1 })).objective.mentoredGroups).toBe(1);
  });

  it('lets a mentor of any language take an English pod', () => {
    const { groups } = proposeMentorRound({ pods, mentors: [mentor('es', { languages: ['spanish'], maxGroups: 2 })] });
    expect(groups.filter((group) => group.mentorId === 'es').map((group) => group.podId)).toEqual(['p1', 'p1']);
  });

  it('prefers a mentor’s first data set and spreads groups over mentors', () => {
    const { groups, objective } = proposeMentorRound({
      pods,
      mentors: [
        mentor('audio-first', { slots: [1], languages: ['spanish'], dataSets: ['audio', 'vision'], maxGroups: 2 }),
        mentor('vision-first', { slots: [1], languages: ['spanish'], dataSets: ['vision', 'audio'], maxGroups: 2 }),
      ],
    });
    const mentorOf = (key: string) => groups.find((group) => group.key === key)?.mentorId;
    expect(mentorOf('p2:1')).toBe('vision-first');
    expect(mentorOf('p2:2')).toBe('audio-first');
    expect(objective).toMatchObject({ firstDataSetGroups: 2, extraGroups: 0, unmentoredGroups: 2 });
  });

  it('lists the groups left without a mentor and the idle mentors, with their reasons', () => {
    const proposal = proposeMentorRound({ pods, mentors: [...input.mentors, mentor('m3', { slots: [5] })] });
    expect(proposal.unmatchedMentors).toContainEqual(expect.objectContaining({ id: 'm3', reason: 'no_fitting_group' }));
    const lonely = proposeMentorRound({ pods, mentors: [mentor('one', { maxGroups: 1 })] });
    expect(lonely.unmatchedGroups.map((entry) => entry.reason).sort()).toEqual([
      'mentors_full',
      'no_fitting_mentor',
      'no_fitting_mentor',
    ]);
  });
});
