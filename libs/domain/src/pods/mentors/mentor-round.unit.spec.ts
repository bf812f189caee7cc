import { specFor } from '../../shared/testing/given-when-then';
import type { MentorRoundChanges } from './adjust-mentor-round';
import { measureMentorRound } from './mentor-objective';
import { type MentorRoundCommand, type MentorRoundEvent, mentorRoundDecider } from './mentor-round';
import { groups, input } from './testing/mentor-round-fixture';
import type { MentorRoundProposal } from './types';

const given = specFor(mentorRoundDecider);
const now = new Date('2030-06-20T00:00:00Z');
const at = now.toISOString();
const proposal: MentorRoundProposal = {
  groups,
  unmatchedGroups: [{ key: 'p1:2', reason: 'mentors_full', detail: 'Every mentor who fits this group is full.' }],
  unmatchedMentors: [],
  objective: measureMentorRound(groups, input.mentors, 0, 0),
};
const proposed: MentorRoundEvent = {
  type: 'MentorRoundProposed',
  data: { courseId: 'c1', proposalId: 'r1', input, proposal, proposedAt: at },
};
const adjust = (changes: Partial<MentorRoundChanges>, proposalId = 'r1'): MentorRoundCommand => ({
  type: 'AdjustMentorRound',
  courseId: 'c1',
  proposalId,
  changes: { moves: [], mentors: [], ...changes },
  now,
});

/** The refusal's message of one staff edit on the proposal. */
function refusal(changes: Partial<MentorRoundChanges>): string {
  given([proposed]).when(adjust(changes)).thenThrows('invalid');
  try {
    mentorRoundDecider.decide(adjust(changes), mentorRoundDecider.evolve(mentorRoundDecider.initialState(), proposed));
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('a mentor round proposal adjusted by staff', () => {
  it('takes a change that keeps every hard constraint, measuring the objective again', () => {
    const events = mentorRoundDecider.decide(
      adjust({ mentors: [{ group: 'p1:2', mentor: 'm7' }] }),
      mentorRoundDecider.evolve(mentorRoundDecider.initialState(), proposed),
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    if (event.type !== 'MentorRoundAdjusted') throw new Error(event.type);
    expect(event.data.proposal.groups.find((group) => group.key === 'p1:2')?.mentorId).toBe('m7');
    expect(event.data.proposal.unmatchedGroups).toEqual([]);
    expect(event.data.proposal.unmatchedMentors.map((entry) => entry.id)).toEqual(['m4', 'm6']);
    expect(event.data.proposal.objective.unmentoredGroups).toBe(0);
  });

  it('refuses a group left with fewer than 3 students', () => {
    expect(refusal({ moves: [{ student: 'b1', to_group: 'p2:1' }] })).toBe(
      'Pod 2 · Group 2 · audio has 2 students, outside 3–6.',
    );
  });

  it('refuses a student moved into another pod’s group', () => {
    expect(refusal({ moves: [{ student: 'a5', to_group: 'p2:1' }] })).toBe(
      'Student a5 in Pod 2 · Group 1 · vision is not a student of that pod.',
    );
  });

  it('refuses a student moved to a data set they did not choose', () => {
    expect(refusal({ moves: [{ student: 'b5', to_group: 'p2:2' }] })).toBe(
      'Student b5 in Pod 2 · Group 2 · audio did not choose data set audio.',
    );
  });

  it('refuses a mentor outside their time slots', () => {
    expect(refusal({ mentors: [{ group: 'p1:2', mentor: 'm4' }] })).toBe(
      'Mentor m4 of Pod 1 · Group 2 · vision is not available in slot 3.',
    );
  });

  it('refuses a mentor who does not speak a pod’s language other than English', () => {
    expect(refusal({ mentors: [{ group: 'p2:1', mentor: 'm4' }] })).toBe(
      "Mentor m4 of Pod 2 · Group 1 · vision does not speak spanish, the pod's language.",
    );
  });

  it('refuses a mentor on a data set they did not name', () => {
    expect(refusal({ mentors: [{ group: 'p1:2', mentor: 'm6' }] })).toBe(
      'Mentor m6 of Pod 1 · Group 2 · vision did not name data set vision.',
    );
  });

  it('refuses a mentor given more groups than they offered', () => {
    expect(refusal({ mentors: [{ group: 'p1:2', mentor: 'm1' }] })).toBe(
      'Mentor m1 has 2 groups but offered at most 1.',
    );
  });

  it('refuses unknown students, groups and mentors (a mentor of another course among them) by name', () => {
    given([proposed])
      .when(adjust({ moves: [{ student: 'other-course-student', to_group: 'p1:1' }] }))
      .thenThrows('invalid', 'moves');
    given([proposed])
      .when(adjust({ moves: [{ student: 'a1', to_group: 'p9:1' }] }))
      .thenThrows('invalid', 'moves');
    given([proposed])
      .when(adjust({ mentors: [{ group: 'p1:2', mentor: 'other-course-mentor' }] }))
      .thenThrows('invalid', 'mentors');
  });

  it('refuses a proposal that is not the latest', () => {
    given([proposed]).when(adjust({}, 'r0')).thenThrows('stale_proposal');
  });
});

describe('a mentor round', () => {
  const propose = (podsFormed: boolean): MentorRoundCommand => ({
    type: 'ProposeMentorRound',
    courseId: 'c1',
    proposalId: 'r2',
    podsFormed,
    input,
    proposal,
    now,
  });
  const apply: MentorRoundCommand = { type: 'ApplyMentorRound', courseId: 'c1', proposalId: 'r1', now };
  const applied: MentorRoundEvent = {
    type: 'MentorRoundApplied',
    data: { courseId: 'c1', proposalId: 'r1', appliedAt: at },
  };

  it('is refused on a course whose pods are not formed', () => {
    given([]).when(propose(false)).thenThrows('pods_not_formed');
  });

  it('applies the latest proposal once; then nothing more is taken', () => {
    given([proposed]).when(apply).then([applied]);
    given([proposed, applied]).when(apply).thenThrows('already_applied');
    given([proposed, applied]).when(propose(true)).thenThrows('already_applied');
    given([proposed, applied]).when(adjust({})).thenThrows('already_applied');
  });

  it('cannot apply before anything was proposed', () => {
    given([]).when(apply).thenThrows('no_proposal');
  });
});
