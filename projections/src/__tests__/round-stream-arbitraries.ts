import fc from 'fast-check';
import type { NewEvent } from '@portal/event-store';
import { type StreamKind, time, word, small, record, event } from './arbitrary-values';

/** A round's stream per course: proposals, adjusted or applied by id (a stale id changes nothing). */
const roundStream = (
  type: string,
  events: (ref: { courseId: fc.Arbitrary<string>; proposalId: fc.Arbitrary<string> }) => fc.Arbitrary<NewEvent>,
): StreamKind => ({
  type,
  streamId: (courseId) => `${type}-${courseId}`,
  // Proposal ids are unique to their course, as the real ones (uuids) are: the history keeps every proposal by id.
  event: (courseId) =>
    events({ courseId: fc.constant(courseId), proposalId: fc.constantFrom(`${courseId}-p0`, `${courseId}-p1`) }),
});
const proposal = fc.record({
  pods: fc.array(record, { maxLength: 2 }),
  megapods: fc.array(word, { maxLength: 2 }),
  objective: small,
});

export const MATCHING_STREAM = roundStream('matching', (ref) =>
  fc.oneof(
    event('MatchingProposed', fc.record({ ...ref, input: record, proposal, proposedAt: time })),
    event(
      'MatchingProposalAdjusted',
      fc.record({
        ...ref,
        pods: fc.array(record, { maxLength: 2 }),
        megapods: fc.array(word, { maxLength: 2 }),
        adjustedAt: time,
      }),
    ),
    event(
      'PodsFormed',
      fc.record({ ...ref, pods: fc.array(fc.record({ key: word, podId: word }), { maxLength: 2 }), formedAt: time }),
    ),
  ),
);

export const MENTOR_ROUND_STREAM = roundStream('mentor-round', (ref) =>
  fc.oneof(
    event('MentorRoundProposed', fc.record({ ...ref, input: record, proposal, proposedAt: time })),
    event('MentorRoundAdjusted', fc.record({ ...ref, proposal, adjustedAt: time })),
    event('MentorRoundApplied', fc.record({ ...ref, appliedAt: time })),
  ),
);

export const REMATCH_STREAM = roundStream('rematch', ({ courseId, proposalId }) =>
  fc.oneof(
    event(
      'RematchProposed',
      fc.record({ courseId, rematchId: proposalId, fingerprint: word, proposal, proposedAt: time }),
    ),
    event('RematchApplied', fc.record({ courseId, rematchId: proposalId, appliedAt: time })),
  ),
);
