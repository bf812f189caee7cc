import type { PodSize } from '../matching/types';
import { scoreIn } from './pod-fit';
import type { RematchWork } from './rematch-start';
import type { CurrentPod } from './types';
import { knownEntry } from '../../shared/known-entry';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Closes a pod: its students wait in the pool (a move each), its TA is left without a pod. */
export function closePod(work: RematchWork, pod: CurrentPod): void {
  work.open.splice(work.open.indexOf(pod), 1);
  work.closed.push(pod);
  for (const id of pod.studentIds) {
    if (!work.reasons.has(id)) work.reasons.set(id, 'pod_closed');
    work.pool.push(id);
  }
  if (pod.taId && !work.reasons.has(pod.taId)) work.reasons.set(pod.taId, 'pod_closed');
  pod.studentIds = [];
  pod.taId = '';
}

/** Moves the pool's best fits for a pod into it, up to `count`: students who lost their pod first, by score. */
function fillFromPool(work: RematchWork, pod: CurrentPod, count: number): void {
  const late = (id: string) => (work.reasons.get(id) === 'late_enrolment' ? 1 : 0);
  const fits = work.pool
    .map((id, order) => ({ id, order, late: late(id), score: scoreIn(knownEntry(work.students, id), pod) }))
    .filter((fit) => fit.score !== null)
    .sort((a, b) => a.late - b.late || (b.score as number) - (a.score as number) || a.order - b.order)
    .slice(0, count);
  const taken = new Set(fits.map((fit) => fit.id));
  work.pool = work.pool.filter((id) => !taken.has(id));
  pod.studentIds.push(...fits.map((fit) => fit.id));
}

/**
 * Students other pods can spare for this one: from pods above the floor, those who lose least by the
 * move (their score here against their score there), never taking a pod below the floor.
 */
function pullFor(work: RematchWork, pod: CurrentPod, count: number, size: PodSize): string[] | null {
  const offers: Array<{ id: string; from: CurrentPod; loss: number }> = [];
  for (const other of work.open) {
    if (other === pod || other.studentIds.length <= size.min) continue;
    for (const id of other.studentIds) {
      const student = knownEntry(work.students, id);
      const here = scoreIn(student, pod);
      if (here !== null) offers.push({ id, from: other, loss: (scoreIn(student, other) ?? 0) - here });
    }
  }
  offers.sort((a, b) => a.loss - b.loss || byId(a.id, b.id));
  const spare = new Map<CurrentPod, number>();
  const chosen: Array<{ id: string; from: CurrentPod }> = [];
  for (const offer of offers) {
    if (chosen.length === count) break;
    const left = spare.get(offer.from) ?? offer.from.studentIds.length - size.min;
    if (left === 0) continue;
    spare.set(offer.from, left - 1);
    chosen.push(offer);
  }
  if (chosen.length < count) return null;
  for (const { id, from } of chosen) {
    from.studentIds = from.studentIds.filter((student) => student !== id);
    if (!work.reasons.has(id)) work.reasons.set(id, 'pod_below_minimum');
  }
  return chosen.map((offer) => offer.id);
}

/**
 * Brings every open pod up to the floor with the fewest moves: first from the pool (late students and
 * people already moving cost no extra move), then, for a pod still short, by pulling students from pods
 * that can spare them when that moves fewer people than closing it would, else by closing it (its
 * students join the pool, and the pods left short are looked at again).
 */
export function fillToFloor(work: RematchWork, size: PodSize): void {
  for (;;) {
    const short = () => work.open.filter((pod) => pod.studentIds.length < size.min);
    for (const pod of short()) fillFromPool(work, pod, size.min - pod.studentIds.length);
    let closedOne = false;
    for (const pod of short()) {
      const deficit = size.min - pod.studentIds.length;
      const pulled = deficit <= pod.studentIds.length ? pullFor(work, pod, deficit, size) : null;
      if (pulled) pod.studentIds.push(...pulled);
      else {
        closePod(work, pod);
        closedOne = true;
      }
    }
    if (!closedOne) return;
  }
}
