import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type PodDefinition,
  type PodMember,
  type PodRole,
  type ProposedPod,
  applicationDecider,
  applicationStreamId,
  courseWeekdays,
  matchingRoundDecider,
  matchingStreamId,
  podDecider,
  podStreamId,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import { findCourse, findMatchingProposal, userIdsOfApplications } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ApplyMatchingCommand } from './apply-matching.command';

type Placements = Map<string, { role: PodRole; podIds: string[] }[]>;

/**
 * Applies the course's latest proposal in one transaction: `PodsFormed` on the matching round, a
 * `PodFormed` per pod stream and a `PodAssigned` on every placed person's application (status
 * `matched`). All of it commits, or none: a person is never half placed.
 */
@CommandHandler(ApplyMatchingCommand)
export class ApplyMatchingHandler implements ICommandHandler<ApplyMatchingCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId }: ApplyMatchingCommand): Promise<void> {
    const { db } = this.platform;
    const [row, course] = await Promise.all([findMatchingProposal(db, courseId), findCourse(db, courseId)]);
    if (!row || !course) throw new NotFoundException();
    const { pods, megapods, taRoles } = row.proposal;
    const podIds = Object.fromEntries(pods.map((pod) => [pod.key, randomUUID()]));
    const users = await this.usersOf(
      pods
        .flatMap((pod) => [pod.taId, ...pod.studentIds])
        .concat(
          megapods.flatMap((megapod) => [...megapod.projectTaIds, ...(megapod.leadTaId ? [megapod.leadTaId] : [])]),
        ),
    );
    const days = courseWeekdays(course.start_date, course.end_date);
    const member = (applicationId: string): PodMember => ({
      applicationId,
      userId: users.get(applicationId) as string,
    });

    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const round = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      session.decide(round, 'matching', { type: 'ApplyProposal', courseId, proposalId, podIds, now });
      const placements: Placements = new Map();
      const place = (applicationId: string, role: PodRole, podId: string) => {
        const roles = placements.get(applicationId) ?? [];
        const entry = roles.find((placement) => placement.role === role);
        if (entry) entry.podIds.push(podId);
        else roles.push({ role, podIds: [podId] });
        placements.set(applicationId, roles);
      };
      for (const megapod of megapods) {
        const members = pods.filter((pod) => pod.megapod === megapod.key);
        for (const [index, pod] of members.entries()) {
          const podId = podIds[pod.key];
          // The megapod's project TAs share its pods out, one project TA per pod.
          const projectTaId = megapod.projectTaIds.length
            ? megapod.projectTaIds[index % megapod.projectTaIds.length]
            : null;
          const definition = this.definition(pod, podId, courseId, proposalId, megapod, days, member, projectTaId);
          const stream = await session.load(podStreamId(podId), podDecider);
          session.decide(stream, 'pod', { type: 'FormPod', definition, now });
          place(pod.taId, 'ta', podId);
          pod.studentIds.forEach((id) => place(id, 'student', podId));
          if (projectTaId) place(projectTaId, 'project_ta', podId);
          if (megapod.leadTaId) place(megapod.leadTaId, 'lead_ta', podId);
        }
      }
      await this.assign(session, placements, taRoles, now);
    });
  }

  private definition(
    pod: ProposedPod,
    podId: string,
    courseId: string,
    proposalId: string,
    megapod: { key: string; name: string; leadTaId: string | null },
    days: string[],
    member: (applicationId: string) => PodMember,
    projectTaId: string | null,
  ): PodDefinition {
    return {
      podId,
      courseId,
      proposalId,
      name: pod.name,
      timeSlot: pod.timeSlot,
      language: pod.language,
      lowFi: pod.lowFi,
      dataSet: pod.dataSet,
      secondDataSet: pod.secondDataSet,
      megapod: { key: megapod.key, name: megapod.name },
      ta: member(pod.taId),
      projectTa: projectTaId ? member(projectTaId) : null,
      leadTa: megapod.leadTaId ? member(megapod.leadTaId) : null,
      students: pod.studentIds.map(member),
      days,
    };
  }

  private async assign(
    session: CommandSession,
    placements: Placements,
    taRoles: Record<string, 'regular_TA' | 'project_TA'>,
    now: Date,
  ): Promise<void> {
    for (const [applicationId, roles] of placements) {
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      for (const { role, podIds } of roles) {
        const taFor = role === 'student' ? null : (taRoles[applicationId] ?? null);
        session.decide(stream, 'application', { type: 'AssignPod', podRole: role, podIds, taFor, now });
      }
    }
  }

  private async usersOf(applicationIds: string[]): Promise<Map<string, string>> {
    const users = await userIdsOfApplications(this.platform.db, [...new Set(applicationIds)]);
    const missing = applicationIds.filter((id) => !users.has(id));
    if (missing.length) throw new NotFoundException(`Applications no longer there: ${missing.slice(0, 5).join(', ')}`);
    return users;
  }
}
