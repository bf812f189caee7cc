import { type Decider, type DomainEvent, assertNever } from '../../shared/decider';
import { RefusedError } from '../../shared/domain-error';
import { type MentorRoundChanges, adjustMentorRound } from './adjust-mentor-round';
import type { MentorRoundInput, MentorRoundProposal } from './types';

/**
 * A course's mentor round (`mentor-round-{courseId}`), after its pods are formed: staff get a proposal
 * of project groups and mentors, may adjust it (every hard constraint checked again) and apply it once.
 * The input is kept with the proposal, so an auditor can run the same round again.
 */
export type MentorRoundProposed = DomainEvent<
  'MentorRoundProposed',
  { courseId: string; proposalId: string; input: MentorRoundInput; proposal: MentorRoundProposal; proposedAt: string }
>;
export type MentorRoundAdjusted = DomainEvent<
  'MentorRoundAdjusted',
  { courseId: string; proposalId: string; proposal: MentorRoundProposal; adjustedAt: string }
>;
/** The proposal applied: each pod's groups are formed on its stream, each mentor assigned on theirs. */
export type MentorRoundApplied = DomainEvent<
  'MentorRoundApplied',
  { courseId: string; proposalId: string; appliedAt: string }
>;
export type MentorRoundEvent = MentorRoundProposed | MentorRoundAdjusted | MentorRoundApplied;

export interface MentorRoundState {
  proposal: { proposalId: string; input: MentorRoundInput; result: MentorRoundProposal } | null;
  applied: boolean;
}

export type MentorRoundCommand =
  | {
      type: 'ProposeMentorRound';
      courseId: string;
      proposalId: string;
      /** Whether the course's pod matching is applied (read by the caller from the matching round). */
      podsFormed: boolean;
      input: MentorRoundInput;
      proposal: MentorRoundProposal;
      now: Date;
    }
  | { type: 'AdjustMentorRound'; courseId: string; proposalId: string; changes: MentorRoundChanges; now: Date }
  | { type: 'ApplyMentorRound'; courseId: string; proposalId: string; now: Date };

export const mentorRoundStreamId = (courseId: string): string => `mentor-round-${courseId}`;

export const MENTOR_ROUND_REFUSALS = {
  podsNotFormed: 'The pods of this course are not formed yet: apply the pod matching before the mentor round.',
  alreadyApplied: 'The mentor round of this course is already applied.',
  staleProposal: 'This is not the latest mentor round proposal: reload it and try again.',
  noProposal: 'There is no mentor round proposal for this course: propose one first.',
};

function latest(state: MentorRoundState, proposalId: string) {
  if (state.applied) throw new RefusedError('already_applied', MENTOR_ROUND_REFUSALS.alreadyApplied);
  if (!state.proposal) throw new RefusedError('no_proposal', MENTOR_ROUND_REFUSALS.noProposal);
  if (state.proposal.proposalId !== proposalId)
    throw new RefusedError('stale_proposal', MENTOR_ROUND_REFUSALS.staleProposal);
  return state.proposal;
}

export const mentorRoundDecider: Decider<MentorRoundCommand, MentorRoundEvent, MentorRoundState> = {
  eventTypes: { MentorRoundProposed: true, MentorRoundAdjusted: true, MentorRoundApplied: true },
  initialState: () => ({ proposal: null, applied: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'MentorRoundProposed': {
        const { proposalId, input, proposal } = event.data;
        return { ...state, proposal: { proposalId, input, result: proposal } };
      }
      case 'MentorRoundAdjusted':
        return state.proposal ? { ...state, proposal: { ...state.proposal, result: event.data.proposal } } : state;
      case 'MentorRoundApplied':
        return { ...state, applied: true };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    const { courseId, proposalId } = command;
    switch (command.type) {
      case 'ProposeMentorRound': {
        if (state.applied) throw new RefusedError('already_applied', MENTOR_ROUND_REFUSALS.alreadyApplied);
        if (!command.podsFormed) throw new RefusedError('pods_not_formed', MENTOR_ROUND_REFUSALS.podsNotFormed);
        const { input, proposal } = command;
        return [{ type: 'MentorRoundProposed', data: { courseId, proposalId, input, proposal, proposedAt: at } }];
      }
      case 'AdjustMentorRound': {
        const current = latest(state, proposalId);
        const proposal = adjustMentorRound(current.result, current.input, command.changes);
        return [{ type: 'MentorRoundAdjusted', data: { courseId, proposalId, proposal, adjustedAt: at } }];
      }
      case 'ApplyMentorRound':
        latest(state, proposalId);
        return [{ type: 'MentorRoundApplied', data: { courseId, proposalId, appliedAt: at } }];
      default:
        return assertNever(command);
    }
  },
};
