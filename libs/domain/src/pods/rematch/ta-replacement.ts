import type { MatchingTa } from '../matching/types';
import { runsAsRegular } from './pod-fit';
import type { CurrentPod } from './types';
import { knownEntry } from '../../shared/known-entry';

interface Search {
  /** parent.get(pod) = [the pod that takes this pod's TA, that TA] */
  parent: Map<number, [number, string]>;
  depth: Map<number, number>;
  /** A TA who holds no role and fits a reached pod, and that pod. */
  free: { pod: number; ta: string } | null;
}

/**
 * Gives a regular TA to every pod that lost its own, moving as few people as possible: for each such
 * pod (in id order) a breadth-first search for the shortest alternating path — this pod takes a TA from
 * another pod, which takes one from a third, … until a TA who holds no role joins. A pod with no such
 * path has no TA whatever the others do (the matching of TAs to pods is then maximum), so some pod it
 * reaches must close: the one whose students and the TAs shifted to spare it make the fewest moves.
 * `pods` are changed in place; answers the pods left without a TA (to close).
 */
export function replaceMissingTas(pods: CurrentPod[], tas: MatchingTa[], busyElsewhere: Set<string>): CurrentPod[] {
  const needing = pods.filter((pod) => pod.taId === '');
  if (needing.length === 0) return [];
  const regulars = tas
    .filter((ta) => !busyElsewhere.has(ta.id) && ta.role !== 'project_TA' && !ta.lead)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const podOfTa = new Map<string, number>();
  pods.forEach((pod, index) => {
    if (pod.taId) podOfTa.set(pod.taId, index);
  });
  const candidates = pods.map((pod) => regulars.filter((ta) => runsAsRegular(ta, pod)).map((ta) => ta.id));
  const shift = (start: number, search: Search, from: number, ta: string) => {
    let [taker, given] = [from, ta];
    for (;;) {
      pods[taker].taId = given;
      podOfTa.set(given, taker);
      if (taker === start) return;
      [taker, given] = search.parent.get(taker) as [number, string];
    }
  };

  const unfixed: CurrentPod[] = [];
  const largestFirst = [...needing].sort((a, b) => b.studentIds.length - a.studentIds.length);
  for (const pod of largestFirst) {
    const start = pods.indexOf(pod);
    const search = alternatingSearch(start, candidates, podOfTa);
    if (search.free) {
      shift(start, search, search.free.pod, search.free.ta);
      continue;
    }
    // The cheapest pod to close instead: its students, plus one move per TA shifted along the path.
    let closing = start;
    for (const [reached, depth] of search.depth)
      if (pods[reached].studentIds.length + depth < pods[closing].studentIds.length + knownEntry(search.depth, closing))
        closing = reached;
    if (closing !== start) {
      const [taker, ta] = knownEntry(search.parent, closing);
      pods[closing].taId = '';
      shift(start, search, taker, ta);
    }
    unfixed.push(pods[closing]);
  }
  return unfixed;
}

function alternatingSearch(start: number, candidates: string[][], podOfTa: Map<string, number>): Search {
  const search: Search = { parent: new Map(), depth: new Map([[start, 0]]), free: null };
  const seenTas = new Set<string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const pod = queue[head];
    const free = candidates[pod].find((ta) => !seenTas.has(ta) && !podOfTa.has(ta));
    if (free !== undefined) {
      search.free = { pod, ta: free };
      return search;
    }
    for (const ta of candidates[pod]) {
      if (seenTas.has(ta)) continue;
      seenTas.add(ta);
      const owner = knownEntry(podOfTa, ta);
      if (search.depth.has(owner)) continue;
      search.depth.set(owner, knownEntry(search.depth, pod) + 1);
      search.parent.set(owner, [pod, ta]);
      queue.push(owner);
    }
  }
  return search;
}
