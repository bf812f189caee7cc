import { DEFAULT_POD_SIZE } from '@portal/contracts';
import { generateCohort } from '../matching/generate-cohort';
import type { MatchingInput, MatchingProposal } from '../matching/types';
import type { CurrentPod, RematchInput } from './types';

/** The pods a proposal forms, as the apply step forms them (the megapod's project TAs shared out in turn). */
export function formedPods(proposal: MatchingProposal): CurrentPod[] {
  return proposal.megapods.flatMap((megapod) =>
    proposal.pods
      .filter((pod) => pod.megapod === megapod.key)
      .map((pod, index) => ({
        podId: pod.key,
        name: pod.name,
        timeSlot: pod.timeSlot,
        language: pod.language,
        lowFi: pod.lowFi,
        dataSet: pod.dataSet,
        megapod: { key: megapod.key, name: megapod.name },
        taId: pod.taId,
        projectTaId: megapod.projectTaIds.length ? megapod.projectTaIds[index % megapod.projectTaIds.length] : null,
        leadTaId: megapod.leadTaId,
        studentIds: [...pod.studentIds],
      })),
  );
}

/** The same seeded PRNG as the cohort generator's (mulberry32), so a scenario is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A cohort a week in, for tests and the bench: the applied matching's pods, a share of students and TAs
 * dropped out at random, and late students enrolled (generated like the cohort, with ids `late-…`).
 */
export function dropOutScenario(
  cohort: MatchingInput,
  proposal: MatchingProposal,
  options: { dropOutRate: number; lateRate: number; seed?: number },
): RematchInput {
  const random = seeded(options.seed ?? 7);
  const students = cohort.students.filter(() => random() >= options.dropOutRate);
  const tas = cohort.tas.filter(() => random() >= options.dropOutRate);
  const lateCount = Math.round(cohort.students.length * options.lateRate);
  const late = generateCohort({ students: lateCount, tas: 0, seed: (options.seed ?? 7) + 1000 }).students.map(
    (student, i) => ({ ...student, id: `late-${i + 1}` }),
  );
  return {
    pods: formedPods(proposal),
    students: [...students, ...late],
    tas,
    podSize: cohort.podSize ?? DEFAULT_POD_SIZE,
  };
}
