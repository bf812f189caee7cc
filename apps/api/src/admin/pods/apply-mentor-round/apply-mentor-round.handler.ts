import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type FormedProjectGroup,
  type PodMember,
  type ProjectGroup,
  applicationDecider,
  applicationStreamId,
  mentorRoundDecider,
  mentorRoundStreamId,
  podDecider,
  podStreamId,
} from '@portal/domain';
import { findMentorRoundProposal, userIdsOfApplications } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ApplyMentorRoundCommand } from './apply-mentor-round.command';

/**
 * Applies the course's latest mentor round in one transaction: `MentorRoundApplied` on the round,
 * `ProjectGroupsFormed` on each pod with groups, `MentorAssigned` on each mentor given groups (status
 * `matched`). All of it commits, or none.
 */
@CommandHandler(ApplyMentorRoundCommand)
export class ApplyMentorRoundHandler implements ICommandHandler<ApplyMentorRoundCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId }: ApplyMentorRoundCommand): Promise<void> {
    const row = await findMentorRoundProposal(this.platform.db, courseId);
    const groups = row?.proposal.groups ?? [];
    const users = await this.usersOf(groups.flatMap((group) => [...group.studentIds, group.mentorId ?? '']));
    const member = (applicationId: string): PodMember => ({
      applicationId,
      userId: users.get(applicationId) as string,
    });
    const byPod = new Map<string, ProjectGroup[]>();
    const byMentor = new Map<string, ProjectGroup[]>();
    for (const group of groups) {
      byPod.set(group.podId, [...(byPod.get(group.podId) ?? []), group]);
      if (group.mentorId) byMentor.set(group.mentorId, [...(byMentor.get(group.mentorId) ?? []), group]);
    }

    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      // The round decides first: a stale or second apply is refused before any pod is touched.
      const round = await session.load(mentorRoundStreamId(courseId), mentorRoundDecider);
      session.decide(round, 'mentor-round', { type: 'ApplyMentorRound', courseId, proposalId, now });
      for (const [podId, podGroups] of byPod) {
        const formed: FormedProjectGroup[] = podGroups.map((group) => ({
          key: group.key,
          name: group.name,
          dataSet: group.dataSet,
          students: group.studentIds.map(member),
          mentor: group.mentorId ? member(group.mentorId) : null,
        }));
        const stream = await session.load(podStreamId(podId), podDecider);
        session.decide(stream, 'pod', { type: 'FormProjectGroups', proposalId, groups: formed, now });
      }
      for (const [mentorId, mentorGroups] of byMentor) {
        const stream = await session.load(applicationStreamId(mentorId), applicationDecider);
        const assigned = mentorGroups.map((group) => ({ podId: group.podId, groupKey: group.key }));
        session.decide(stream, 'application', { type: 'AssignMentorGroups', groups: assigned, now });
      }
    });
  }

  private async usersOf(applicationIds: string[]): Promise<Map<string, string>> {
    return userIdsOfApplications(this.platform.db, [...new Set(applicationIds.filter(Boolean))]);
  }
}
