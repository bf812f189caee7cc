import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DomainError, RefusedError } from '../shared/domain-error';
import { type MatchingInput, type MatchingProposal, hardConstraintViolations } from './matching';

/**
 * A course's matching round (`matching-{courseId}`): staff run the matching and get a proposal; they
 * may adjust it (every hard constraint is checked again) and then apply it once, forming the pods.
 * The input is kept with the proposal, so an auditor can run the same matching again.
 */
export type MatchingProposed = DomainEvent<
  'MatchingProposed',
  { courseId: string; proposalId: string; input: MatchingInput; proposal: MatchingProposal; proposedAt: string }
>;
export type MatchingProposalAdjusted = DomainEvent<
  'MatchingProposalAdjusted',
  {
    courseId: string;
    proposalId: string;
    pods: MatchingProposal['pods'];
    megapods: MatchingProposal['megapods'];
    adjustedAt: string;
  }
>;
/** The proposal applied: each pod key with the id of the pod stream formed for it. */
export type PodsFormed = DomainEvent<
  'PodsFormed',
  { courseId: string; proposalId: string; pods: Array<{ key: string; podId: string }>; formedAt: string }
>;
export type MatchingEvent = MatchingProposed | MatchingProposalAdjusted | PodsFormed;

export interface MatchingRoundState {
  proposal: { proposalId: string; input: MatchingInput; result: MatchingProposal } | null;
  formed: boolean;
  /** The pods the applied proposal formed: every pod the course has (a rematch moves people, forms none). */
  podIds: string[];
}

export interface ProposalChanges {
  /** A student to another pod (by key), or out of every pod (null). */
  moves: Array<{ student: string; to_pod: string | null }>;
  /** A pod's regular TA replaced. */
  pod_tas: Array<{ pod: string; ta: string }>;
}

export type MatchingCommand =
  | {
      type: 'ProposeMatching';
      courseId: string;
      proposalId: string;
      input: MatchingInput;
      proposal: MatchingProposal;
      now: Date;
    }
  | { type: 'AdjustProposal'; courseId: string; proposalId: string; changes: ProposalChanges; now: Date }
  | { type: 'ApplyProposal'; courseId: string; proposalId: string; podIds: Record<string, string>; now: Date };

export const matchingStreamId = (courseId: string): string => `matching-${courseId}`;

function latest(state: MatchingRoundState, proposalId: string) {
  if (state.formed) throw new RefusedError('already_formed', 'The pods of this course are already formed.');
  if (!state.proposal || state.proposal.proposalId !== proposalId)
    throw new RefusedError('stale_proposal', 'This is not the latest proposal: reload it and try again.');
  return state.proposal;
}

/** Staff's changes on a copy of the proposal; unknown pods, students or TAs are refused by name. */
export function adjustedProposal(proposal: MatchingProposal, input: MatchingInput, changes: ProposalChanges) {
  const pods = proposal.pods.map((pod) => ({ ...pod, studentIds: [...pod.studentIds] }));
  const byKey = new Map(pods.map((pod) => [pod.key, pod]));
  const students = new Set(input.students.map((student) => student.id));
  const tas = new Set(input.tas.map((ta) => ta.id));
  for (const { student, to_pod } of changes.moves) {
    if (!students.has(student)) throw new DomainError('invalid', `No student ${student} in this matching.`, 'moves');
    const target = to_pod === null ? null : byKey.get(to_pod);
    if (target === undefined) throw new DomainError('invalid', `No pod ${to_pod} in this proposal.`, 'moves');
    for (const pod of pods) pod.studentIds = pod.studentIds.filter((id) => id !== student);
    target?.studentIds.push(student);
  }
  for (const { pod, ta } of changes.pod_tas) {
    const target = byKey.get(pod);
    if (!target) throw new DomainError('invalid', `No pod ${pod} in this proposal.`, 'pod_tas');
    if (!tas.has(ta)) throw new DomainError('invalid', `No TA ${ta} in this matching.`, 'pod_tas');
    target.taId = ta;
  }
  return { pods, megapods: proposal.megapods };
}

export const matchingRoundDecider: Decider<MatchingCommand, MatchingEvent, MatchingRoundState> = {
  eventTypes: { MatchingProposed: true, MatchingProposalAdjusted: true, PodsFormed: true },
  initialState: () => ({ proposal: null, formed: false, podIds: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'MatchingProposed': {
        const { proposalId, input, proposal } = event.data;
        return { ...state, proposal: { proposalId, input, result: proposal } };
      }
      case 'MatchingProposalAdjusted': {
        if (!state.proposal) return state;
        const { pods, megapods } = event.data;
        return { ...state, proposal: { ...state.proposal, result: { ...state.proposal.result, pods, megapods } } };
      }
      case 'PodsFormed':
        return { ...state, formed: true, podIds: event.data.pods.map((pod) => pod.podId) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    const { courseId, proposalId } = command;
    switch (command.type) {
      case 'ProposeMatching': {
        if (state.formed) throw new RefusedError('already_formed', 'The pods of this course are already formed.');
        const { input, proposal } = command;
        return [{ type: 'MatchingProposed', data: { courseId, proposalId, input, proposal, proposedAt: at } }];
      }
      case 'AdjustProposal': {
        const current = latest(state, proposalId);
        const adjusted = adjustedProposal(current.result, current.input, command.changes);
        const violations = hardConstraintViolations(current.input, adjusted);
        if (violations.length > 0) throw new DomainError('invalid', violations.join(' '));
        return [{ type: 'MatchingProposalAdjusted', data: { courseId, proposalId, ...adjusted, adjustedAt: at } }];
      }
      case 'ApplyProposal': {
        const current = latest(state, proposalId);
        const missing = current.result.pods.filter((pod) => !command.podIds[pod.key]);
        if (missing.length > 0) throw new Error(`no pod id for ${missing.map((pod) => pod.key).join(', ')}`);
        const pods = current.result.pods.map((pod) => ({ key: pod.key, podId: command.podIds[pod.key] }));
        return [{ type: 'PodsFormed', data: { courseId, proposalId, pods, formedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
