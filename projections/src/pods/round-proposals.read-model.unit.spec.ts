import { foldSpec, recorded } from '../__tests__/fold-spec';
import {
  matchingProposalsReadModel,
  mentorRoundProposalsReadModel,
  rematchProposalsReadModel,
} from './round-proposals.read-model';

const courseId = 'course-1';
const proposal = { pods: [{ key: 'a' }], megapods: ['m'], objective: 3 };
const at = (day: number) => `2026-05-0${day}T00:00:00.000Z`;

describe('the matching_proposals read model', () => {
  const { given } = foldSpec(matchingProposalsReadModel);
  const proposed = (proposalId: string) =>
    recorded('MatchingProposed', { courseId, proposalId, input: { size: 2 }, proposal, proposedAt: at(1) });
  const row = {
    course_id: courseId,
    proposal_id: 'p1',
    input: { size: 2 },
    proposal,
    adjusted: false,
    pod_ids: null,
    proposed_at: new Date(at(1)),
    formed_at: null,
  };

  it('replaces an earlier proposal, formed or not', () =>
    given(proposed('p0'), recorded('PodsFormed', { courseId, proposalId: 'p0', pods: [], formedAt: at(2) }))
      .when(proposed('p1'))
      .then(row));

  it("adjusts the proposal's pods and megapods", () =>
    given(proposed('p1'))
      .when(
        recorded('MatchingProposalAdjusted', { courseId, proposalId: 'p1', pods: [], megapods: [], adjustedAt: at(2) }),
      )
      .then({ ...row, adjusted: true, proposal: { ...proposal, pods: [], megapods: [] } }));

  it('ignores an adjustment of a proposal no longer the latest', () =>
    given(proposed('p1'))
      .when(
        recorded('MatchingProposalAdjusted', { courseId, proposalId: 'p0', pods: [], megapods: [], adjustedAt: at(2) }),
      )
      .then(row));

  it('records the pods formed', () =>
    given(proposed('p1'))
      .when(
        recorded('PodsFormed', { courseId, proposalId: 'p1', pods: [{ key: 'a', podId: 'pod-1' }], formedAt: at(3) }),
      )
      .then({ ...row, pod_ids: [{ key: 'a', podId: 'pod-1' }], formed_at: new Date(at(3)) }));
});

describe('the mentor_round_proposals read model', () => {
  const { given } = foldSpec(mentorRoundProposalsReadModel);
  const proposed = recorded('MentorRoundProposed', {
    courseId,
    proposalId: 'p1',
    input: {},
    proposal,
    proposedAt: at(1),
  });
  const row = {
    course_id: courseId,
    proposal_id: 'p1',
    input: {},
    proposal,
    adjusted: false,
    proposed_at: new Date(at(1)),
    applied_at: null,
  };

  it('replaces the proposal when staff adjust it', () =>
    given(proposed)
      .when(recorded('MentorRoundAdjusted', { courseId, proposalId: 'p1', proposal: { pods: [] }, adjustedAt: at(2) }))
      .then({ ...row, adjusted: true, proposal: { pods: [] } }));

  it('marks it applied', () =>
    given(proposed)
      .when(recorded('MentorRoundApplied', { courseId, proposalId: 'p1', appliedAt: at(3) }))
      .then({ ...row, applied_at: new Date(at(3)) }));
});

describe('the rematch_proposals read model', () => {
  const { given } = foldSpec(rematchProposalsReadModel);
  const proposed = (rematchId: string) =>
    recorded('RematchProposed', { courseId, rematchId, fingerprint: 'f', proposal, proposedAt: at(1) });
  const row = {
    course_id: courseId,
    rematch_id: 'r1',
    fingerprint: 'f',
    proposal,
    proposed_at: new Date(at(1)),
    applied_at: null,
  };

  it('marks the latest rematch applied, and only that one', () => {
    given(proposed('r1'))
      .when(recorded('RematchApplied', { courseId, rematchId: 'r1', appliedAt: at(2) }))
      .then({ ...row, applied_at: new Date(at(2)) });
    given(proposed('r1'))
      .when(recorded('RematchApplied', { courseId, rematchId: 'r0', appliedAt: at(2) }))
      .then(row);
  });

  it('starts over with a new rematch', () =>
    given(proposed('r0'), recorded('RematchApplied', { courseId, rematchId: 'r0', appliedAt: at(2) }))
      .when(proposed('r1'))
      .then(row));
});
