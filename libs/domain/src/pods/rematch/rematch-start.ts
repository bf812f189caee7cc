import type { MatchingStudent, MatchingTa } from '../matching/types';
import { runsAsRegular, scoreIn } from './pod-fit';
import type { CurrentPod, MoveReason, RematchInput, RematchProposal } from './types';

/** The rematch's working state: open pods (copies, changed in place), who waits for a pod, and why. */
export interface RematchWork {
  students: Map<string, MatchingStudent>;
  tas: Map<string, MatchingTa>;
  open: CurrentPod[];
  closed: CurrentPod[];
  /** Students waiting for a pod, in the order they are placed. */
  pool: string[];
  /** The reason each person first had to move. */
  reasons: Map<string, MoveReason>;
  left: RematchProposal['left'];
  /** TAs who no longer fit their pod, or whom staff replace: they must move (a forced move). */
  unfitTas: string[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Takes drop-outs out of their pods, and students and TAs a hard constraint now forbids there (their
 * logistics changed); late enrolments and students never placed wait in the pool. A project or lead TA
 * who left is replaced in their pods by a project TA still serving the megapod, or by nobody.
 */
export function startRematch(input: RematchInput): RematchWork {
  const students = new Map(input.students.map((student) => [student.id, student]));
  const tas = new Map(input.tas.map((ta) => [ta.id, ta]));
  const work: RematchWork = {
    students,
    tas,
    open: [],
    closed: [],
    pool: [],
    reasons: new Map(),
    left: [],
    unfitTas: [],
  };
  const gone = new Set<string>();
  const leave = (person: string, kind: 'student' | 'ta', from: string) => {
    if (gone.has(person)) return;
    gone.add(person);
    work.left.push({ person, kind, from });
  };
  const placed = new Set<string>();
  const replacing = new Set(input.replaceTas ?? []);
  const pods = [...input.pods].sort((a, b) => byId(a.podId, b.podId));
  const forced: string[] = [];
  for (const original of pods) {
    const pod = { ...original, studentIds: [...original.studentIds].sort(byId) };
    pod.studentIds = pod.studentIds.filter((id) => {
      placed.add(id);
      const student = students.get(id);
      if (!student) leave(id, 'student', pod.podId);
      else if (scoreIn(student, pod) === null) forced.push(id);
      return student !== undefined && scoreIn(student, pod) !== null;
    });
    const ta = tas.get(pod.taId);
    const replaced = ta !== undefined && replacing.has(ta.id);
    if (!ta) leave(pod.taId, 'ta', pod.podId);
    else if (replaced || !runsAsRegular(ta, pod)) {
      work.unfitTas.push(ta.id);
      work.reasons.set(ta.id, replaced ? 'replaced_by_staff' : 'no_longer_fits');
    }
    if (!ta || replaced || !runsAsRegular(ta, pod)) pod.taId = '';
    for (const role of ['projectTaId', 'leadTaId'] as const) {
      const id = pod[role];
      if (id !== null && !tas.has(id)) {
        leave(id, 'ta', pod.podId);
        pod[role] = null;
      }
    }
    work.open.push(pod);
  }
  for (const pod of work.open)
    if (pod.projectTaId === null && original(pods, pod.podId).projectTaId !== null)
      pod.projectTaId =
        work.open
          .filter((other) => other.megapod.key === pod.megapod.key && other.projectTaId !== null)
          .map((other) => other.projectTaId as string)
          .sort(byId)[0] ?? null;
  for (const id of forced) work.reasons.set(id, 'no_longer_fits');
  const late = input.students.map((student) => student.id).filter((id) => !placed.has(id));
  for (const id of late) work.reasons.set(id, 'late_enrolment');
  work.pool = [...forced, ...late.sort(byId)];
  return work;
}

const original = (pods: CurrentPod[], podId: string) => pods.find((pod) => pod.podId === podId) as CurrentPod;
