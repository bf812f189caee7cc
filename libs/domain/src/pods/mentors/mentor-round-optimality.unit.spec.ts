import type { TimeSlot } from '@portal/contracts';
import { generateCohort, seededRandom } from '../matching/generate-cohort';
import { proposeMatching } from '../matching/propose-matching';
import { generateMentorRound } from './generate-mentor-round';
import { mentorRoundViolations } from './mentor-hard-constraints';
import { measureMentorRound } from './mentor-objective';
import { proposeMentorRound } from './propose-mentor-round';
import type { MentorCandidate, MentorRoundInput, MentorRoundPod } from './types';

/** A small random round: 1–3 pods of 3–12 students, 1–3 mentors, two slots, two languages, two data sets. */
function smallRound(random: () => number): MentorRoundInput {
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
  const pods: MentorRoundPod[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, p) => ({
    podId: `p${p}`,
    name: `Pod ${p}`,
    timeSlot: pick<TimeSlot>([1, 2]),
    language: pick(['english', 'spanish']),
    dataSet: 'vision',
    secondDataSet: 'audio',
    students: Array.from({ length: 3 + Math.floor(random() * 10) }, (_, s) => ({
      id: `p${p}s${s}`,
      dataSets: random() < 0.4 ? ['audio', 'vision'] : ['vision', 'audio'],
      seniority: null,
    })),
  }));
  const mentors: MentorCandidate[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, m) => ({
    id: `m${m}`,
    maxGroups: 1 + Math.floor(random() * 3),
    slots: random() < 0.5 ? [pick<TimeSlot>([1, 2])] : [1, 2],
    languages: random() < 0.5 ? ['english'] : ['english', 'spanish'],
    dataSets:
      random() < 0.5
        ? [pick(['vision', 'audio'])]
        : pick([
            ['vision', 'audio'],
            ['audio', 'vision'],
          ]),
  }));
  return { pods, mentors };
}

/** The best value over every assignment of mentors (or none) to the proposal's groups, by enumeration. */
function bestByEnumeration(input: MentorRoundInput): number {
  const { groups } = proposeMentorRound(input);
  const choices = [null, ...input.mentors.map((mentor) => mentor.id)];
  let best = -Infinity;
  const total = choices.length ** groups.length;
  for (let code = 0; code < total; code++) {
    let rest = code;
    const assigned = groups.map((group) => {
      const mentorId = choices[rest % choices.length];
      rest = Math.floor(rest / choices.length);
      return { ...group, mentorId };
    });
    if (mentorRoundViolations(input, assigned).length > 0) continue;
    best = Math.max(best, measureMentorRound(assigned, input.mentors, 0, 0).value);
  }
  return best;
}

describe('the mentor round’s bound', () => {
  it('is the best value any assignment of mentors to the groups reaches (checked by enumeration)', () => {
    const random = seededRandom(42);
    let checked = 0;
    for (let round = 0; round < 40; round++) {
      const input = smallRound(random);
      if (proposeMentorRound(input).groups.length > 6) continue;
      checked++;
      const proposal = proposeMentorRound(input);
      expect(mentorRoundViolations(input, proposal.groups)).toEqual([]);
      expect(proposal.objective.bound).toBe(bestByEnumeration(input));
      expect(proposal.objective.value).toBe(proposal.objective.bound);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('holds on a generated cohort of 600 students and 40 mentors, with no hard constraint broken', async () => {
    const cohort = generateCohort({ students: 600, tas: 50 });
    const input = generateMentorRound(cohort, await proposeMatching(cohort), { mentors: 40 });
    const proposal = proposeMentorRound(input);
    expect(mentorRoundViolations(input, proposal.groups)).toEqual([]);
    expect(proposal.objective.gap).toBe(0);
    expect(proposal.objective.mentoredGroups).toBeGreaterThan(0);
    const grouped = proposal.groups.reduce((sum, group) => sum + group.studentIds.length, 0);
    expect(grouped + proposal.objective.ungroupedStudents).toBe(
      input.pods.reduce((n, pod) => n + pod.students.length, 0),
    );
  }, 30_000);
});
