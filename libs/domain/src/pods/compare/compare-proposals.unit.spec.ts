import type { ProposedPod } from '../matching/types';
import { compareProposals, podSizeSummary, proposalDifference } from './compare-proposals';

const pod = (key: string, taId: string, studentIds: string[]): ProposedPod => ({
  key,
  name: key,
  timeSlot: 3,
  language: 'English',
  lowFi: false,
  dataSet: 'vision',
  secondDataSet: null,
  megapod: 'm1',
  taId,
  studentIds,
});

describe('two proposals side by side', () => {
  it('counts nobody in a different pod when only the pod keys differ', () => {
    const a = { proposalId: 'A', pods: [pod('pod-1', 't1', ['s1', 's2']), pod('pod-2', 't2', ['s3'])] };
    const b = { proposalId: 'B', pods: [pod('pod-9', 't2', ['s3']), pod('pod-8', 't1', ['s1', 's2'])] };
    expect(proposalDifference(a, b)).toEqual({ a: 'A', b: 'B', people: 5, inDifferentPod: 0 });
  });

  it('counts each person moved to another pod, and each placed in one proposal only', () => {
    const a = { proposalId: 'A', pods: [pod('pod-1', 't1', ['s1', 's2', 's3']), pod('pod-2', 't2', ['s4'])] };
    const b = { proposalId: 'B', pods: [pod('pod-1', 't1', ['s1', 's2']), pod('pod-2', 't2', ['s3', 's5'])] };
    // s3 changed pod; s4 is placed in A only; s5 in B only.
    expect(proposalDifference(a, b)).toMatchObject({ people: 7, inDifferentPod: 3 });
  });

  it('summarises pod sizes and compares every pair', () => {
    const objective = { value: 1, bound: 2, gap: 0.5 } as never;
    const result = compareProposals([
      { proposalId: 'A', proposal: { objective, pods: [pod('p1', 't1', ['s1', 's2']), pod('p2', 't2', ['s3'])] } },
      { proposalId: 'B', proposal: { objective, pods: [pod('p1', 't1', ['s1', 's2', 's3'])] } },
      { proposalId: 'C', proposal: { objective, pods: [] } },
    ]);
    expect(result.summaries[0].podSizes).toEqual({
      pods: 2,
      smallest: 1,
      largest: 2,
      mean: 1.5,
      histogram: { 1: 1, 2: 1 },
    });
    expect(result.differences.map((d) => `${d.a}-${d.b}`)).toEqual(['A-B', 'A-C', 'B-C']);
    expect(podSizeSummary([])).toMatchObject({ pods: 0, smallest: 0, largest: 0 });
  });
});
