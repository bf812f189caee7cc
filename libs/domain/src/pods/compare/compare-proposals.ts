import type { MatchingObjective, MatchingProposal, ProposedPod } from '../matching/types';

export interface PodSizeSummary {
  pods: number;
  smallest: number;
  largest: number;
  mean: number;
  /** How many pods have each size. */
  histogram: Record<string, number>;
}

export interface ProposalSummary {
  proposalId: string;
  objective: MatchingObjective;
  podSizes: PodSizeSummary;
}

export interface ProposalDifference {
  a: string;
  b: string;
  /** People (students and regular TAs) placed in either proposal. */
  people: number;
  /** Of them, those whose pod in one is not the counterpart of their pod in the other, or who are placed in one only. */
  inDifferentPod: number;
}

export function podSizeSummary(pods: ProposedPod[]): PodSizeSummary {
  const sizes = pods.map((pod) => pod.studentIds.length);
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  // Integer keys: the object lists the sizes in ascending order whatever the order counted.
  const histogram: Record<string, number> = Object.fromEntries(counts);
  return {
    pods: sizes.length,
    smallest: sizes.length ? Math.min(...sizes) : 0,
    largest: sizes.length ? Math.max(...sizes) : 0,
    mean: sizes.length ? sizes.reduce((sum, size) => sum + size, 0) / sizes.length : 0,
    histogram,
  };
}

const membersOf = (pod: ProposedPod) => [pod.taId, ...pod.studentIds];

/**
 * Pod keys mean nothing across two runs, so each pod of one proposal is paired with the pod of the
 * other it shares most people with (largest overlaps first, each pod paired once, ties by key): a
 * person sits in the same pod when their two pods are paired.
 */
export function proposalDifference(
  a: { proposalId: string; pods: ProposedPod[] },
  b: { proposalId: string; pods: ProposedPod[] },
): ProposalDifference {
  const podInB = new Map<string, string>();
  for (const pod of b.pods) for (const id of membersOf(pod)) podInB.set(id, pod.key);
  const overlaps = new Map<string, { podA: string; podB: string; count: number }>();
  const podInA = new Map<string, string>();
  for (const pod of a.pods)
    for (const id of membersOf(pod)) {
      podInA.set(id, pod.key);
      const other = podInB.get(id);
      if (other === undefined) continue;
      const key = `${pod.key}\u0000${other}`;
      const entry = overlaps.get(key) ?? { podA: pod.key, podB: other, count: 0 };
      entry.count += 1;
      overlaps.set(key, entry);
    }
  const pairs = [...overlaps.values()].sort(
    (x, y) => y.count - x.count || x.podA.localeCompare(y.podA) || x.podB.localeCompare(y.podB),
  );
  const partner = new Map<string, string>();
  const takenB = new Set<string>();
  for (const { podA, podB } of pairs) {
    if (partner.has(podA) || takenB.has(podB)) continue;
    partner.set(podA, podB);
    takenB.add(podB);
  }
  const people = new Set([...podInA.keys(), ...podInB.keys()]);
  let inDifferentPod = 0;
  for (const id of people) {
    const [inA, inB] = [podInA.get(id), podInB.get(id)];
    if (inA === undefined || inB === undefined || partner.get(inA) !== inB) inDifferentPod += 1;
  }
  return { a: a.proposalId, b: b.proposalId, people: people.size, inDifferentPod };
}

/** Proposals side by side: each one's objective and pod sizes, and every pair's difference. */
export function compareProposals(
  proposals: Array<{ proposalId: string; proposal: Pick<MatchingProposal, 'pods' | 'objective'> }>,
) {
  const summaries: ProposalSummary[] = proposals.map(({ proposalId, proposal }) => ({
    proposalId,
    objective: proposal.objective,
    podSizes: podSizeSummary(proposal.pods),
  }));
  const differences: ProposalDifference[] = [];
  proposals.forEach((a, i) =>
    proposals
      .slice(i + 1)
      .forEach((b) =>
        differences.push(
          proposalDifference(
            { proposalId: a.proposalId, pods: a.proposal.pods },
            { proposalId: b.proposalId, pods: b.proposal.pods },
          ),
        ),
      ),
  );
  return { summaries, differences };
}
