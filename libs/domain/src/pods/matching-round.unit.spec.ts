import { specFor } from '../shared/testing/given-when-then';
import type { MatchingInput, MatchingProposal } from './matching';
import { type MatchingCommand, type MatchingEvent, type ProposalChanges, matchingRoundDecider } from './matching-round';

const given = specFor(matchingRoundDecider);
const now = new Date('2030-06-01T00:00:00Z');
const at = now.toISOString();
const student = (id: string, slots: Array<1 | 2 | 3 | 4 | 5>) => ({
  id,
  slots,
  languages: ['english'],
  dataSets: ['vision'],
  lowFi: 'no' as const,
  seniority: null,
});
const ta = (id: string, slots: Array<1 | 2 | 3 | 4 | 5>) => ({
  id,
  role: 'regular_TA' as const,
  lead: false,
  slots,
  languages: ['english'],
  dataSets: ['vision'],
  openToLowFi: false,
});
const input: MatchingInput = {
  students: [student('s1', [3]), student('s2', [3]), student('s3', [3, 4])],
  tas: [ta('t1', [3]), ta('t2', [3, 4])],
  podSize: { target: 2, min: 1, max: 2 },
};
const pod = (key: string, taId: string, studentIds: string[]) => ({
  key,
  name: key,
  timeSlot: 3 as const,
  language: 'english',
  lowFi: false,
  dataSet: 'vision',
  secondDataSet: null,
  megapod: 'm1',
  taId,
  studentIds,
});
const proposal = {
  pods: [pod('p1', 't1', ['s1', 's2']), pod('p2', 't2', ['s3'])],
  megapods: [
    { key: 'm1', name: 'm1', timeSlot: 3, dataSet: 'vision', podKeys: ['p1', 'p2'], projectTaIds: [], leadTaId: null },
  ],
  unmatched: [],
  taRoles: { t1: 'regular_TA', t2: 'regular_TA' },
  objective: {} as MatchingProposal['objective'],
} as MatchingProposal;
const proposed: MatchingEvent = {
  type: 'MatchingProposed',
  data: { courseId: 'c1', proposalId: 'x1', input, proposal, proposedAt: at },
};
const adjust = (changes: Partial<ProposalChanges>, proposalId = 'x1'): MatchingCommand => ({
  type: 'AdjustProposal',
  courseId: 'c1',
  proposalId,
  changes: { moves: [], pod_tas: [], ...changes },
  now,
});

describe('a matching round', () => {
  it('takes staff’s move of a student when every hard constraint still holds', () => {
    given([proposed])
      .when(adjust({ moves: [{ student: 's2', to_pod: 'p2' }] }))
      .then([
        {
          type: 'MatchingProposalAdjusted',
          data: {
            courseId: 'c1',
            proposalId: 'x1',
            pods: [pod('p1', 't1', ['s1']), pod('p2', 't2', ['s3', 's2'])],
            megapods: proposal.megapods,
            adjustedAt: at,
          },
        },
      ]);
  });

  it('refuses a move that breaks a hard constraint (a pod above its maximum size), naming it', () => {
    given([proposed])
      .when(adjust({ moves: [{ student: 's3', to_pod: 'p1' }] }))
      .thenThrows('invalid');
  });

  it('refuses unknown students and pods, and a proposal that is not the latest', () => {
    given([proposed])
      .when(adjust({ moves: [{ student: 'nobody', to_pod: 'p1' }] }))
      .thenThrows('invalid', 'moves');
    given([proposed])
      .when(adjust({ pod_tas: [{ pod: 'p9', ta: 't1' }] }))
      .thenThrows('invalid', 'pod_tas');
    given([proposed])
      .when(adjust({ moves: [{ student: 's1', to_pod: null }] }, 'x0'))
      .thenThrows('stale_proposal');
  });

  it('forms the pods once: after that neither a new proposal nor an adjustment is taken', () => {
    const podIds = { p1: 'pod-a', p2: 'pod-b' };
    const formed: MatchingEvent = {
      type: 'PodsFormed',
      data: {
        courseId: 'c1',
        proposalId: 'x1',
        pods: [
          { key: 'p1', podId: 'pod-a' },
          { key: 'p2', podId: 'pod-b' },
        ],
        formedAt: at,
      },
    };
    given([proposed]).when({ type: 'ApplyProposal', courseId: 'c1', proposalId: 'x1', podIds, now }).then([formed]);
    given([proposed, formed])
      .when({ type: 'ApplyProposal', courseId: 'c1', proposalId: 'x1', podIds, now })
      .thenThrows('already_formed');
    given([proposed, formed])
      .when({ type: 'ProposeMatching', courseId: 'c1', proposalId: 'x2', input, proposal, now })
      .thenThrows('already_formed');
    // The round's state names the course's pods, so a command over all of them reads no read model.
    expect([proposed, formed].reduce(matchingRoundDecider.evolve, matchingRoundDecider.initialState()).podIds).toEqual([
      'pod-a',
      'pod-b',
    ]);
  });
});
