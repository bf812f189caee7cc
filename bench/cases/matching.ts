import { generateCohort, hardConstraintViolations, proposeMatching } from '@portal/domain';
import { round } from '../support/timing';
import { type MentorRoundResult, benchMentorRound } from './matching-mentors';
import { type RematchResult, benchRematch } from './matching-rematch';

export interface MatchingCohortResult {
  students: number;
  tas: number;
  seconds: number;
  gap: number;
  matched_rate: number;
  violations: number;
}

/** The targets of the pod-matching engine (issue 7): 3,000/250 under 2 s; 10,000/800 under 5 s, gap under 1%. */
export const MATCHING_TARGETS = [
  { students: 3_000, tas: 250, seconds: 2, gap: Infinity },
  { students: 10_000, tas: 800, seconds: 5, gap: 0.01 },
];

/**
 * Times `proposeMatching` on generated cohorts. A first small run loads the HiGHS WebAssembly runtime,
 * which a server does once at start, so it is not charged to the cohorts.
 */
export async function benchMatching(): Promise<{
  cohorts: MatchingCohortResult[];
  mentors: MentorRoundResult;
  rematch: RematchResult;
}> {
  await proposeMatching(generateCohort({ students: 50, tas: 5 }));
  const cohorts: MatchingCohortResult[] = [];
  let largest: [ReturnType<typeof generateCohort>, Awaited<ReturnType<typeof proposeMatching>>] | null = null;
  for (const { students, tas } of MATCHING_TARGETS) {
    const input = generateCohort({ students, tas });
    const started = performance.now();
    const proposal = await proposeMatching(input);
    const seconds = (performance.now() - started) / 1000;
    largest = [input, proposal];
    cohorts.push({
      students,
      tas,
      seconds: round(seconds, 2),
      gap: round(proposal.objective.gap, 5),
      matched_rate: round(proposal.objective.matchedStudents / students, 4),
      violations: hardConstraintViolations(input, proposal).length,
    });
  }
  // The rematch starts from the largest cohort's applied pods (issue 18).
  const [cohort, applied] = largest as NonNullable<typeof largest>;
  return { cohorts, mentors: await benchMentorRound(), rematch: benchRematch(cohort, applied) };
}
