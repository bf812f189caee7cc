import type { TimeSlot } from '@portal/contracts';
import { DATA_SETS, LANGUAGES, seededRandom } from '../matching/generate-cohort';
import type { MatchingInput, MatchingProposal } from '../matching/types';
import type { MentorCandidate, MentorRoundInput } from './types';

/**
 * A deterministic mentor round for tests and the bench: the pods of a pod-matching proposal (pod keys
 * as pod ids) and `mentors` generated mentors, each offering 1–4 groups in 1–3 slots, English plus
 * sometimes another language, and one or two data sets.
 */
export function generateMentorRound(
  cohort: MatchingInput,
  proposal: MatchingProposal,
  options: { mentors: number; seed?: number },
): MentorRoundInput {
  const random = seededRandom(options.seed ?? 7);
  const students = new Map(cohort.students.map((student) => [student.id, student]));
  const pods = proposal.pods.map((pod) => ({
    podId: pod.key,
    name: pod.name,
    timeSlot: pod.timeSlot,
    language: pod.language,
    dataSet: pod.dataSet,
    secondDataSet: pod.secondDataSet,
    students: pod.studentIds.map((id) => {
      const { dataSets, seniority } = students.get(id) ?? { dataSets: [pod.dataSet], seniority: null };
      return { id, dataSets, seniority };
    }),
  }));
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  const mentors: MentorCandidate[] = Array.from({ length: options.mentors }, (_, i) => {
    const slots = new Set<TimeSlot>([pick([1, 2, 3, 4, 5] as const)]);
    while (slots.size < 3 && random() < 0.5) slots.add(pick([1, 2, 3, 4, 5] as const));
    const first = pick(DATA_SETS);
    const second = pick(DATA_SETS.filter((name) => name !== first));
    return {
      id: `mentor-${i + 1}`,
      maxGroups: 1 + Math.floor(random() * 4),
      slots: [...slots],
      languages: random() < 0.3 ? [LANGUAGES[0], pick(LANGUAGES.slice(1))] : [LANGUAGES[0]],
      dataSets: random() < 0.8 ? [first, second] : [first],
    };
  });
  return { pods, mentors };
}
