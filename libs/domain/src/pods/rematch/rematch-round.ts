import { type Decider, type DomainEvent, assertNever } from '../../shared/decider';
import { DomainError, RefusedError } from '../../shared/domain-error';
import type { RematchInput, RematchProposal } from './types';

/**
 * A course's rematching (`rematch-{courseId}`, docs/architecture.md §8): after the pods are formed, staff ask for
 * the smallest change and apply it. The proposal keeps a fingerprint of what it was computed from
 * (the pods and everyone enrolled): applying it after any of that changed is refused as stale.
 */
export type RematchProposed = DomainEvent<
  'RematchProposed',
  {
    courseId: string;
    rematchId: string;
    fingerprint: string;
    input: RematchInput;
    proposal: RematchProposal;
    proposedAt: string;
  }
>;
export type RematchApplied = DomainEvent<'RematchApplied', { courseId: string; rematchId: string; appliedAt: string }>;
export type RematchEvent = RematchProposed | RematchApplied;

export interface RematchRoundState {
  /** The latest proposal, with what applying it changes. */
  latest: { rematchId: string; fingerprint: string; proposal: RematchProposal; applied: boolean } | null;
}

export type RematchCommand =
  | {
      type: 'ProposeRematch';
      courseId: string;
      rematchId: string;
      fingerprint: string;
      input: RematchInput;
      proposal: RematchProposal;
      /** Whether the course's matching was ever applied (the matching round's state). */
      podsFormed: boolean;
      now: Date;
    }
  | { type: 'ApplyRematch'; courseId: string; rematchId: string; currentFingerprint: string; now: Date };

export const rematchStreamId = (courseId: string): string => `rematch-${courseId}`;

export const STALE_REMATCH = 'stale_rematch';

export const rematchRoundDecider: Decider<RematchCommand, RematchEvent, RematchRoundState> = {
  eventTypes: { RematchProposed: true, RematchApplied: true },
  initialState: () => ({ latest: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'RematchProposed': {
        const { rematchId, fingerprint, proposal } = event.data;
        return { latest: { rematchId, fingerprint, proposal, applied: false } };
      }
      case 'RematchApplied':
        return state.latest?.rematchId === event.data.rematchId
          ? { latest: { ...state.latest, applied: true } }
          : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    const { courseId, rematchId } = command;
    switch (command.type) {
      case 'ProposeRematch': {
        if (!command.podsFormed)
          throw new RefusedError('not_formed', 'The pods of this course are not formed yet: apply a matching first.');
        const { fingerprint, input, proposal } = command;
        const regulars = new Set(input.pods.map((pod) => pod.taId));
        const unknown = (input.replaceTas ?? []).filter((id) => !regulars.has(id));
        if (unknown.length)
          throw new DomainError(
            'invalid',
            `Not the regular TA of a pod of this course: ${unknown.join(', ')}.`,
            'replace_tas',
          );
        return [
          { type: 'RematchProposed', data: { courseId, rematchId, fingerprint, input, proposal, proposedAt: at } },
        ];
      }
      case 'ApplyRematch': {
        const { latest } = state;
        if (!latest || latest.rematchId !== rematchId)
          throw new RefusedError(STALE_REMATCH, 'This is not the latest rematch: reload it and try again.');
        if (latest.applied) throw new RefusedError('already_applied', 'This rematch is already applied.');
        if (latest.fingerprint !== command.currentFingerprint)
          throw new RefusedError(
            STALE_REMATCH,
            'The pods or the people changed since this rematch was proposed: run the rematch again.',
          );
        return [{ type: 'RematchApplied', data: { courseId, rematchId, appliedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
