import { closePod, fillToFloor } from './floor-filling';
import { movesLowerBound } from './move-bound';
import { objectiveOf, scoreIn } from './pod-fit';
import { type RematchWork, startRematch } from './rematch-start';
import { replaceMissingTas } from './ta-replacement';
import type { CurrentPod, RematchInput, RematchMove, RematchProposal, RematchUnmatched } from './types';
import { knownEntry } from '../../shared/known-entry';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** TAs holding a project or lead role: they are not free to run a pod. */
const projectAndLeadTas = (pods: CurrentPod[]) =>
  new Set(pods.flatMap((pod) => [pod.projectTaId, pod.leadTaId]).filter((id): id is string => id !== null));

/**
 * Proposes the smallest change to formed pods after drop-outs, replaced TAs and late enrolments
 * (docs/architecture.md §8.2). In order of priority: nobody moves unless a hard constraint or the
 * pod-size floor requires it; then the fewest moves; then the original objective. Pure and
 * deterministic: everything is visited in id order, so the same input gives the same proposal.
 */
export function proposeRematch(input: RematchInput): RematchProposal {
  const size = input.podSize;
  const work = startRematch(input);
  const forced = work.pool.filter((id) => work.reasons.get(id) === 'no_longer_fits').length + work.unfitTas.length;
  // A TA who must leave their pod (replaced, or no longer fitting it) is not given another.
  const unavailable = new Set([...projectAndLeadTas(work.open), ...work.unfitTas]);
  const unfixed = replaceMissingTas(work.open, input.tas, unavailable);
  const bound = boundFor(work, forced, unfixed.length, size.min);
  for (const pod of unfixed) closePod(work, pod);
  fillToFloor(work, size);
  const unmatched = placePool(work, size.max);
  return report(input, work, bound, unmatched);
}

function boundFor(work: RematchWork, forced: number, podsWithoutTa: number, floor: number): number {
  const late = work.pool
    .filter((id) => work.reasons.get(id) === 'late_enrolment')
    .map((id) => knownEntry(work.students, id));
  const shortOnes = work.open
    .filter((pod) => pod.studentIds.length < floor)
    .map((pod) => {
      const joining = late.filter((student) => scoreIn(student, pod) !== null).length;
      return { kept: pod.studentIds.length, deficit: Math.max(0, floor - pod.studentIds.length - joining) };
    })
    .filter((pod) => pod.deficit > 0);
  const kept = work.open.map((pod) => pod.studentIds.length);
  return movesLowerBound({ forced, podsWithoutTa, kept, shortOnes });
}

/**
 * Everyone still waiting goes to the pod with room where they score best (then the smaller pod):
 * people who lost their pod first, late enrolments after them (a place is kept for who had one).
 */
function placePool(work: RematchWork, max: number): RematchUnmatched[] {
  const unmatched: RematchUnmatched[] = [];
  const late = (id: string) => work.reasons.get(id) === 'late_enrolment';
  const waiting = [...work.pool.filter((id) => !late(id)), ...work.pool.filter(late)];
  for (const id of waiting) {
    const student = knownEntry(work.students, id);
    let best: CurrentPod | null = null;
    let bestScore = -Infinity;
    let fitsSomewhere = false;
    for (const pod of work.open) {
      const score = scoreIn(student, pod);
      if (score === null) continue;
      fitsSomewhere = true;
      if (pod.studentIds.length >= max) continue;
      const better =
        score > bestScore || (score === bestScore && best !== null && pod.studentIds.length < best.studentIds.length);
      if (better) [best, bestScore] = [pod, score];
    }
    if (best) best.studentIds.push(id);
    else
      unmatched.push(
        fitsSomewhere
          ? { id, kind: 'student', reason: 'no_room', detail: 'Every pod this student fits is full.' }
          : { id, kind: 'student', reason: 'no_compatible_pod', detail: 'No open pod fits this student.' },
      );
  }
  work.pool = [];
  return unmatched;
}

function report(
  input: RematchInput,
  work: RematchWork,
  movesBound: number,
  unmatched: RematchUnmatched[],
): RematchProposal {
  const before = new Map<string, string>();
  for (const pod of input.pods) {
    before.set(pod.taId, pod.podId);
    for (const id of pod.studentIds) before.set(id, pod.podId);
  }
  const after = new Map<string, string>();
  for (const pod of work.open) {
    after.set(pod.taId, pod.podId);
    for (const id of pod.studentIds) after.set(id, pod.podId);
  }
  const gone = new Set(work.left.map((entry) => entry.person));
  const people = [...new Set([...before.keys(), ...after.keys()])].filter((id) => !gone.has(id)).sort(byId);
  const moves: RematchMove[] = [];
  for (const person of people) {
    const [from, to] = [before.get(person) ?? null, after.get(person) ?? null];
    if (from === to) continue;
    const kind = work.students.has(person) ? 'student' : 'ta';
    const reason = work.reasons.get(person) ?? (kind === 'ta' ? 'ta_replacement' : 'pod_below_minimum');
    moves.push({ person, kind, from, to, reason });
  }
  const originals = new Map(input.pods.map((pod) => [pod.podId, pod]));
  const changed = (pod: CurrentPod) => {
    const was = knownEntry(originals, pod.podId);
    const same = (a: string[], b: string[]) =>
      a.length === b.length && [...a].sort(byId).join() === [...b].sort(byId).join();
    return (
      was.taId !== pod.taId ||
      was.projectTaId !== pod.projectTaId ||
      was.leadTaId !== pod.leadTaId ||
      !same(was.studentIds, pod.studentIds)
    );
  };
  const pods = work.open.map((pod) => ({ ...pod, studentIds: [...pod.studentIds].sort(byId) }));
  const closedPods = work.closed.map((pod) => pod.podId).sort(byId);
  return {
    pods,
    changedPods: [...pods.filter(changed).map((pod) => pod.podId), ...closedPods].sort(byId),
    closedPods,
    moves,
    moveCount: moves.filter((move) => move.from !== null).length,
    movesBound,
    left: work.left,
    unmatched,
    podNames: Object.fromEntries(input.pods.map((pod) => [pod.podId, pod.name])),
    objective: objectiveOf(pods, work.students, input.podSize),
  };
}
