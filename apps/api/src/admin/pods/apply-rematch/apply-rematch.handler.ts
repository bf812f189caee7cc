import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type CurrentPod,
  applicationDecider,
  applicationStreamId,
  podDecider,
  podStreamId,
  rematchFingerprint,
  rematchRoundDecider,
  rematchStreamId,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { type ApplicationStream, type PodStream, podMemberLookup } from '../shared/pod-member-lookup';
import { ApplyRematchCommand } from './apply-rematch.command';
import { rematchInputFor } from '../propose-rematch/rematch-input';

/**
 * Applies the course's latest rematch in one transaction: `RematchApplied`, one `PodMembershipChanged`
 * per changed pod (a closed pod's has no TA) and a `PodAssigned` naming the rematch on each moved
 * person's application, which emails them once through the outbox. Refused as stale when the pods or
 * the people changed since it was proposed (its fingerprint no longer matches the read models). The
 * proposal comes from the round's stream, the people from the pods' and the moved people's streams.
 */
@CommandHandler(ApplyRematchCommand)
export class ApplyRematchHandler implements ICommandHandler<ApplyRematchCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, rematchId }: ApplyRematchCommand): Promise<void> {
    // Computed before the transaction from the read models, as the proposal's was (docs/decisions.md).
    const currentFingerprint = rematchFingerprint(await rematchInputFor(this.platform.db, courseId, []));

    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const round = await session.load(rematchStreamId(courseId), rematchRoundDecider);
      if (!round.state.latest) throw new NotFoundException();
      const { proposal } = round.state.latest;
      session.decide(round, 'rematch', { type: 'ApplyRematch', courseId, rematchId, currentFingerprint, now });
      const people = proposal.moves.map((move) => applicationStreamId(move.person));
      await session.preload([...proposal.changedPods.map(podStreamId), ...people]);
      const pods = new Map<string, PodStream>();
      for (const podId of proposal.changedPods) pods.set(podId, await session.load(podStreamId(podId), podDecider));
      const moved = new Map<string, ApplicationStream>();
      for (const { person } of proposal.moves)
        if (!moved.has(person)) moved.set(person, await session.load(applicationStreamId(person), applicationDecider));
      const changed = new Set(proposal.changedPods);
      const member = await podMemberLookup(
        session,
        pods.values(),
        moved,
        proposal.pods
          .filter((pod) => changed.has(pod.podId))
          .flatMap((pod) => [pod.taId, pod.projectTaId, pod.leadTaId, ...pod.studentIds]),
      );
      const optional = (id: string | null) => (id === null ? null : member(id));
      const after = new Map(proposal.pods.map((pod) => [pod.podId, pod]));
      for (const podId of proposal.changedPods) {
        const pod: CurrentPod | undefined = after.get(podId);
        session.decide(pods.get(podId) as PodStream, 'pod', {
          type: 'ChangePodMembership',
          rematchId,
          ta: pod ? member(pod.taId) : null,
          projectTa: pod ? optional(pod.projectTaId) : null,
          leadTa: pod ? optional(pod.leadTaId) : null,
          students: pod ? pod.studentIds.map(member) : [],
          now,
        });
      }
      for (const move of proposal.moves)
        session.decide(moved.get(move.person) as ApplicationStream, 'application', {
          type: 'AssignPod',
          podRole: move.kind,
          podIds: move.to ? [move.to] : [],
          taFor: null,
          rematchId,
          now,
        });
    });
  }
}
