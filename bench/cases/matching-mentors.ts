import {
  generateCohort,
  generateMentorRound,
  mentorRoundViolations,
  proposeMatching,
  proposeMentorRound,
} from '@portal/domain';
import { round } from '../support/timing';

export interface MentorRoundResult {
  students: number;
  tas: number;
  mentors: number;
  seconds: number;
  groups: number;
  unmatched_groups: number;
  gap: number;
  violations: number;
}

/** Issue 18's target for the mentor round: 10,000 students / 800 TAs / 300 mentors under 2 s, no violation. */
export const MENTOR_ROUND_TARGET = { students: 10_000, tas: 800, mentors: 300, seconds: 2 };

/** Times `proposeMentorRound` on the pods the pod matching proposes for the generated cohort (not timed). */
export async function benchMentorRound(): Promise<MentorRoundResult> {
  const { students, tas, mentors } = MENTOR_ROUND_TARGET;
  const cohort = generateCohort({ students, tas });
  const pods = await proposeMatching(cohort);
  const input = generateMentorRound(cohort, pods, { mentors });
  const started = performance.now();
  const proposal = proposeMentorRound(input);
  const seconds = (performance.now() - started) / 1000;
  return {
    students,
    tas,
    mentors,
    seconds: round(seconds, 3),
    groups: proposal.groups.length,
    unmatched_groups: proposal.objective.unmentoredGroups,
    gap: round(proposal.objective.gap, 5),
    violations: mentorRoundViolations(input, proposal.groups).length,
  };
}
