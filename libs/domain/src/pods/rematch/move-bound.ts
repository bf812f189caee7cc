/**
 * A lower bound on the moves a rematch needs (docs/architecture.md §8: the proposal reports one beside its count).
 *
 * Every student or TA who no longer fits their pod must move (`forced`). When TAs are short, at least
 * `podsWithoutTa` pods must close and all their students move: at least the sum of the smallest pods'
 * sizes. A pod below the floor, even after every late student who fits it joined, must either close
 * (its `kept` students leave) or receive its `deficit` from other pods. A departure can fill another
 * pod's deficit in the same move, so moves ≥ max(departures, arrivals); choosing which pods close is a
 * knapsack, and its LP relaxation (close pods cheapest per unit of deficit first, the last one in part)
 * gives a bound no integral choice can beat.
 */
export function movesLowerBound(options: {
  forced: number;
  podsWithoutTa: number;
  /** Every open pod's students after drop-outs and forced moves. */
  kept: number[];
  /** Pods still below the floor after the late students who fit them: their size and shortfall. */
  shortOnes: Array<{ kept: number; deficit: number }>;
}): number {
  const { forced, podsWithoutTa, kept, shortOnes } = options;
  const smallest = [...kept].sort((a, b) => a - b).slice(0, podsWithoutTa);
  const byClosing = forced + smallest.reduce((sum, size) => sum + size, 0);

  let departures = forced;
  let arrivals = shortOnes.reduce((sum, pod) => sum + pod.deficit, 0);
  let relaxed = Math.max(departures, arrivals);
  const cheapestFirst = [...shortOnes].sort((a, b) => a.kept / a.deficit - b.kept / b.deficit);
  for (const pod of cheapestFirst) {
    if (departures >= arrivals) break;
    if (departures + pod.kept >= arrivals - pod.deficit) {
      const part = (arrivals - departures) / (pod.kept + pod.deficit);
      relaxed = departures + part * pod.kept;
      break;
    }
    departures += pod.kept;
    arrivals -= pod.deficit;
    relaxed = Math.max(departures, arrivals);
  }
  // The relaxation's value, less a hair for floating point, rounded up: moves are whole.
  return Math.max(byClosing, Math.ceil(relaxed - 1e-9));
}
