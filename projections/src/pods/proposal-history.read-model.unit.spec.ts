import { foldSpec, recorded } from '../__tests__/fold-spec';
import { proposalHistoryReadModel } from './proposal-history.read-model';

const { given } = foldSpec(proposalHistoryReadModel);
const input = { podSize: { min: 4, max: 6 }, students: [] };
const proposal = { pods: [{ key: 'a' }], megapods: [], objective: 3 };
const proposed = (proposedAt: string) =>
  recorded('MatchingProposed', { courseId: 'course-1', proposalId: 'p1', input, proposal, proposedAt });
const row = {
  proposal_id: 'p1',
  course_id: 'course-1',
  pod_size: { min: 4, max: 6 },
  input,
  proposal,
  adjusted: false,
  proposed_at: new Date('2026-03-01T00:00:00.000Z'),
};

describe('the matching_proposal_history read model', () => {
  it('keeps a proposal once, as first proposed', () => {
    given().when(proposed('2026-03-01T00:00:00.000Z')).then(row);
    given(proposed('2026-03-01T00:00:00.000Z')).when(proposed('2026-03-05T00:00:00.000Z')).then(row);
  });

  it("takes staff's adjustments into the proposal and marks it adjusted", () =>
    given(proposed('2026-03-01T00:00:00.000Z'))
      .when(
        recorded('MatchingProposalAdjusted', {
          courseId: 'course-1',
          proposalId: 'p1',
          pods: [{ key: 'b' }],
          megapods: ['m'],
          adjustedAt: '2026-03-02T00:00:00.000Z',
        }),
      )
      .then({ ...row, adjusted: true, proposal: { ...proposal, pods: [{ key: 'b' }], megapods: ['m'] } }));

  it('ignores an adjustment of a proposal it never saw', () =>
    given()
      .when(
        recorded('MatchingProposalAdjusted', {
          courseId: 'course-1',
          proposalId: 'p9',
          pods: [],
          megapods: [],
          adjustedAt: '2026-03-02T00:00:00.000Z',
        }),
      )
      .then(null));
});
