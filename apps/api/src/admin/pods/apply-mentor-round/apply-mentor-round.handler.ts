import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type FormedProjectGroup,
  type ProjectGroup,
  applicationDecider,
  applicationStreamId,
  mentorRoundDecider,
  mentorRoundStreamId,
  podDecider,
  podStreamId,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { type ApplicationStream, type PodStream, podMemberLookup } from '../shared/pod-member-lookup';
import { ApplyMentorRoundCommand } from './apply-mentor-round.command';

/**
 * Applies the course's latest mentor round in one transaction: `MentorRoundApplied` on the round,
 * `ProjectGroupsFormed` on each pod with groups, `MentorAssigned` on each mentor given groups (status
 * `matched`). All of it commits, or none. The proposal comes from the round's stream, the people
 * from the pods' and the mentors' streams.
 */
@CommandHandler(ApplyMentorRoundCommand)
export class ApplyMentorRoundHandler implements ICommandHandler<ApplyMentorRoundCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId }: ApplyMentorRoundCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const round = await session.load(mentorRoundStreamId(courseId), mentorRoundDecider);
      const groups = round.state.proposal?.result.groups ?? [];
      // The round decides first: a stale or second apply is refused before any pod is touched.
      session.decide(round, 'mentor-round', { type: 'ApplyMentorRound', courseId, proposalId, now });
      const byPod = new Map<string, ProjectGroup[]>();
      const byMentor = new Map<string, ProjectGroup[]>();
      for (const group of groups) {
        byPod.set(group.podId, [...(byPod.get(group.podId) ?? []), group]);
        if (group.mentorId) byMentor.set(group.mentorId, [...(byMentor.get(group.mentorId) ?? []), group]);
      }
      await session.preload([...[...byPod.keys()].map(podStreamId), ...[...byMentor.keys()].map(applicationStreamId)]);
      const pods = new Map<string, PodStream>();
      for (const podId of byPod.keys()) pods.set(podId, await session.load(podStreamId(podId), podDecider));
      const mentors = new Map<string, ApplicationStream>();
      for (const mentorId of byMentor.keys())
        mentors.set(mentorId, await session.load(applicationStreamId(mentorId), applicationDecider));
      const member = await podMemberLookup(
        session,
        pods.values(),
        mentors,
        groups.flatMap((group) => group.studentIds),
      );

      for (const [podId, podGroups] of byPod) {
        const formed: FormedProjectGroup[] = podGroups.map((group) => ({
          key: group.key,
          name: group.name,
          dataSet: group.dataSet,
          students: group.studentIds.map(member),
          mentor: group.mentorId ? member(group.mentorId) : null,
        }));
        session.decide(pods.get(podId) as PodStream, 'pod', {
          type: 'FormProjectGroups',
          proposalId,
          groups: formed,
          now,
        });
      }
      for (const [mentorId, mentorGroups] of byMentor) {
        const assigned = mentorGroups.map((group) => ({ podId: group.podId, groupKey: group.key }));
        session.decide(mentors.get(mentorId) as ApplicationStream, 'application', {
          type: 'AssignMentorGroups',
          groups: assigned,
          now,
        });
      }
    });
  }
}
