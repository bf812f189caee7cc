import type {
  MatchingEvent,
  MatchingInput,
  MatchingProposal,
  MentorRoundEvent,
  MentorRoundInput,
  MentorRoundProposal,
  RematchEvent,
  RematchProposal,
} from '@portal/domain';
import { type Projection, type Queryable, projectionOf } from '@portal/event-store';
import { findLatestProposal, latestProposalReadModel } from './latest-proposal';

export interface MatchingProposalRow extends Record<string, unknown> {
  course_id: string;
  proposal_id: string;
  input: MatchingInput;
  proposal: MatchingProposal;
  adjusted: boolean;
  pod_ids: Array<{ key: string; podId: string }> | null;
  proposed_at: Date;
  formed_at: Date | null;
}

/** `matching_proposals`: the latest matching, its pods and megapods adjusted by staff, marked formed once applied. */
export const matchingProposalsReadModel = latestProposalReadModel<
  MatchingProposalRow,
  MatchingEvent,
  'MatchingProposed'
>({
  name: 'matching_proposals',
  idColumn: 'proposal_id',
  columns: {
    proposal_id: 'text NOT NULL',
    input: 'jsonb NOT NULL',
    proposal: 'jsonb NOT NULL',
    adjusted: 'boolean NOT NULL DEFAULT false',
    pod_ids: 'jsonb',
    proposed_at: 'timestamptz NOT NULL',
    formed_at: 'timestamptz',
  },
  proposed: 'MatchingProposed',
  started: ({ data }) => ({
    course_id: data.courseId,
    proposal_id: data.proposalId,
    input: data.input,
    proposal: data.proposal,
    adjusted: false,
    pod_ids: null,
    proposed_at: new Date(data.proposedAt),
    formed_at: null,
  }),
  changedBy: ['MatchingProposalAdjusted', 'PodsFormed'],
  proposalOf: ({ data }) => data.proposalId,
  changed: (row, event) =>
    event.type === 'MatchingProposalAdjusted'
      ? {
          ...row,
          adjusted: true,
          proposal: { ...row.proposal, pods: event.data.pods, megapods: event.data.megapods },
        }
      : { ...row, pod_ids: event.data.pods, formed_at: new Date(event.data.formedAt) },
});

export interface MentorRoundProposalRow extends Record<string, unknown> {
  course_id: string;
  proposal_id: string;
  input: MentorRoundInput;
  proposal: MentorRoundProposal;
  adjusted: boolean;
  proposed_at: Date;
  applied_at: Date | null;
}

/** `mentor_round_proposals`: the latest mentor round, replaced as staff adjust it, marked applied once. */
export const mentorRoundProposalsReadModel = latestProposalReadModel<
  MentorRoundProposalRow,
  MentorRoundEvent,
  'MentorRoundProposed'
>({
  name: 'mentor_round_proposals',
  idColumn: 'proposal_id',
  columns: {
    proposal_id: 'text NOT NULL',
    input: 'jsonb NOT NULL',
    proposal: 'jsonb NOT NULL',
    adjusted: 'boolean NOT NULL DEFAULT false',
    proposed_at: 'timestamptz NOT NULL',
    applied_at: 'timestamptz',
  },
  proposed: 'MentorRoundProposed',
  started: ({ data }) => ({
    course_id: data.courseId,
    proposal_id: data.proposalId,
    input: data.input,
    proposal: data.proposal,
    adjusted: false,
    proposed_at: new Date(data.proposedAt),
    applied_at: null,
  }),
  changedBy: ['MentorRoundAdjusted', 'MentorRoundApplied'],
  proposalOf: ({ data }) => data.proposalId,
  changed: (row, event) =>
    event.type === 'MentorRoundAdjusted'
      ? { ...row, adjusted: true, proposal: event.data.proposal }
      : { ...row, applied_at: new Date(event.data.appliedAt) },
});

export interface RematchProposalRow extends Record<string, unknown> {
  course_id: string;
  rematch_id: string;
  fingerprint: string;
  proposal: RematchProposal;
  proposed_at: Date;
  applied_at: Date | null;
}

/**
 * `rematch_proposals`: the latest rematch (docs/architecture.md §8) with the fingerprint of what it was computed
 * from, marked applied once applied.
 */
export const rematchProposalsReadModel = latestProposalReadModel<RematchProposalRow, RematchEvent, 'RematchProposed'>({
  name: 'rematch_proposals',
  idColumn: 'rematch_id',
  columns: {
    rematch_id: 'text NOT NULL',
    fingerprint: 'text NOT NULL',
    proposal: 'jsonb NOT NULL',
    proposed_at: 'timestamptz NOT NULL',
    applied_at: 'timestamptz',
  },
  proposed: 'RematchProposed',
  started: ({ data }) => ({
    course_id: data.courseId,
    rematch_id: data.rematchId,
    fingerprint: data.fingerprint,
    proposal: data.proposal,
    proposed_at: new Date(data.proposedAt),
    applied_at: null,
  }),
  changedBy: ['RematchApplied'],
  proposalOf: ({ data }) => data.rematchId,
  changed: (row, { data }) => ({ ...row, applied_at: new Date(data.appliedAt) }),
});

export const matchingProposalsProjection: Projection = projectionOf(matchingProposalsReadModel);
export const mentorRoundProposalsProjection: Projection = projectionOf(mentorRoundProposalsReadModel);
export const rematchProposalsProjection: Projection = projectionOf(rematchProposalsReadModel);

export const findMatchingProposal = (db: Queryable, courseId: string) =>
  findLatestProposal(db, matchingProposalsReadModel, courseId);
export const findMentorRoundProposal = (db: Queryable, courseId: string) =>
  findLatestProposal(db, mentorRoundProposalsReadModel, courseId);
export const findRematchProposal = (db: Queryable, courseId: string) =>
  findLatestProposal(db, rematchProposalsReadModel, courseId);
