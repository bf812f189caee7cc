import { specFor } from '../../shared/testing/given-when-then';
import { type RematchCommand, type RematchEvent, rematchRoundDecider } from './rematch-round';
import type { RematchInput, RematchProposal } from './types';

const given = specFor(rematchRoundDecider);
const now = new Date('2030-06-08T00:00:00Z');
const input = { pods: [], students: [], tas: [], podSize: { target: 15, min: 12, max: 18 } } as RematchInput;
const proposal = { pods: [], moves: [], moveCount: 0, movesBound: 0 } as unknown as RematchProposal;
const propose = (podsFormed = true): RematchCommand => ({
  type: 'ProposeRematch',
  courseId: 'c1',
  rematchId: 'r1',
  fingerprint: 'f1',
  input,
  proposal,
  podsFormed,
  now,
});
const proposed: RematchEvent = {
  type: 'RematchProposed',
  data: { courseId: 'c1', rematchId: 'r1', fingerprint: 'f1', input, proposal, proposedAt: now.toISOString() },
};
const apply = (rematchId = 'r1', currentFingerprint = 'f1'): RematchCommand => ({
  type: 'ApplyRematch',
  courseId: 'c1',
  rematchId,
  currentFingerprint,
  now,
});
const applied: RematchEvent = {
  type: 'RematchApplied',
  data: { courseId: 'c1', rematchId: 'r1', appliedAt: now.toISOString() },
};

describe('a course’s rematching', () => {
  it('proposes a rematch once the pods are formed, keeping what it was computed from', () => {
    given([]).when(propose()).then([proposed]);
  });

  it('refuses a rematch on a course whose matching was never applied', () => {
    given([]).when(propose(false)).thenThrows('not_formed');
  });

  it('refuses to replace a TA who runs no pod of the course, naming them', () => {
    given([])
      .when({ ...propose(), input: { ...input, replaceTas: ['stranger'] } } as RematchCommand)
      .thenThrows('invalid', 'replace_tas');
  });

  it('applies the latest rematch while nothing it was computed from has changed', () => {
    given([proposed]).when(apply()).then([applied]);
  });

  it('refuses a stale rematch: the pods or people changed since, or a later rematch replaced it', () => {
    given([proposed]).when(apply('r1', 'changed')).thenThrows('stale_rematch');
    given([proposed]).when(apply('r0')).thenThrows('stale_rematch');
    given([]).when(apply()).thenThrows('stale_rematch');
  });

  it('refuses to apply the same rematch twice', () => {
    given([proposed, applied]).when(apply()).thenThrows('already_applied');
  });

  it('keeps the latest proposal, for its apply to carry out', () => {
    const later: RematchEvent = {
      ...proposed,
      data: { ...proposed.data, rematchId: 'r2', proposal: { ...proposal, moveCount: 1 } },
    };
    const state = [proposed, applied, later].reduce(rematchRoundDecider.evolve, rematchRoundDecider.initialState());
    expect(state.latest).toEqual({
      rematchId: 'r2',
      fingerprint: 'f1',
      proposal: { ...proposal, moveCount: 1 },
      applied: false,
    });
  });
});
