import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type CurrentPod,
  type PodMember,
  type RematchProposal,
  applicationDecider,
  applicationStreamId,
  podDecider,
  podStreamId,
  rematchFingerprint,
  rematchRoundDecider,
  rematchStreamId,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import { findRematchProposal, userIdsOfApplications } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ApplyRematchCommand } from './apply-rematch.command';
import { rematchInputFor } from '../propose-rematch/rematch-input';

/**
 * Applies the course's latest rematch in one transaction: `RematchApplied`, one `PodMembershipChanged`
 * per changed pod (a closed pod's has no TA) and a `PodAssigned` naming the rematch on each moved
 * person's application, which emails them once through the outbox. Refused as stale when the pods or
 * the people changed since it was proposed (its fingerprint no longer matches the read models).
 */
@CommandHandler(ApplyRematchCommand)
export class ApplyRematchHandler implements ICommandHandler<ApplyRematchCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, rematchId }: ApplyRematchCommand): Promise<void> {
    const { db } = this.platform;
    const row = await findRematchProposal(db, courseId);
    if (!row) throw new NotFoundException();
    const currentFingerprint = rematchFingerprint(await rematchInputFor(db, courseId, []));
    const { proposal } = row;
    const users = await this.usersOf(proposal);
    const member = (applicationId: string): PodMember => ({
      applicationId,
      userId: users.get(applicationId) as string,
    });
    const optional = (id: string | null) => (id === null ? null : member(id));

    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const round = await session.load(rematchStreamId(courseId), rematchRoundDecider);
      session.decide(round, 'rematch', { type: 'ApplyRematch', courseId, rematchId, currentFingerprint, now });
      const after = new Map(proposal.pods.map((pod) => [pod.podId, pod]));
      for (const podId of proposal.changedPods) {
        const pod: CurrentPod | undefined = after.get(podId);
        const stream = await session.load(podStreamId(podId), podDecider);
        session.decide(stream, 'pod', {
          type: 'ChangePodMembership',
          rematchId,
          ta: pod ? member(pod.taId) : null,
          projectTa: pod ? optional(pod.projectTaId) : null,
          leadTa: pod ? optional(pod.leadTaId) : null,
          students: pod ? pod.studentIds.map(member) : [],
          now,
        });
      }
      await this.assign(session, proposal, rematchId, now);
    });
  }

  private async assign(session: CommandSession, proposal: RematchProposal, rematchId: string, now: Date) {
    for (const move of proposal.moves) {
      const stream = await session.load(applicationStreamId(move.person), applicationDecider);
      session.decide(stream, 'application', {
        type: 'AssignPod',
        podRole: move.kind,
        podIds: move.to ? [move.to] : [],
        taFor: null,
        rematchId,
        now,
      });
    }
  }

  private async usersOf(proposal: RematchProposal): Promise<Map<string, string>> {
    const ids = new Set(proposal.moves.map((move) => move.person));
    const changed = new Set(proposal.changedPods);
    for (const pod of proposal.pods.filter((p) => changed.has(p.podId)))
      for (const id of [pod.taId, pod.projectTaId, pod.leadTaId, ...pod.studentIds]) if (id) ids.add(id);
    return userIdsOfApplications(this.platform.db, [...ids]);
  }
}
