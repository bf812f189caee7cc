import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type ApplicationCommand,
  type ApplicationEvent,
  type ApplicationState,
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
import type { CommandSession, LoadedStream } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { loadCourse } from '../../../catalog/shared/load-course';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ApplyMatchingCommand } from './apply-matching.command';

type Placements = Map<string, { role: PodRole; podIds: string[] }[]>;
type ApplicationStream = LoadedStream<ApplicationCommand, ApplicationEvent, ApplicationState>;
type LiveApplicationStream = ApplicationStream & { state: { status: 'live' } };
const isLive = (stream: ApplicationStream): stream is LiveApplicationStream => stream.state.status === 'live';

/**
 * Applies the course's latest proposal in one transaction: `PodsFormed` on the matching round, a
 * `PodFormed` per pod stream and a `PodAssigned` on every placed person's application (status
 * `matched`). All of it commits, or none: a person is never half placed. The proposal comes from the
 * round's stream, the course's days from its stream, each person from their application's stream.
 */
@CommandHandler(ApplyMatchingCommand)
export class ApplyMatchingHandler implements ICommandHandler<ApplyMatchingCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId }: ApplyMatchingCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const course = await loadCourse(session, courseId);
      const round = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      const proposal = round.state.proposal;
      if (!proposal || !course) throw new NotFoundException();
      const { pods, megapods } = proposal.result;
      const { taRoles } = proposal.result;
      const applications = await this.applicationsOf(
        session,
        pods
          .flatMap((pod) => [pod.taId, ...pod.studentIds])
          .concat(
            megapods.flatMap((megapod) => [...megapod.projectTaIds, ...(megapod.leadTaId ? [megapod.leadTaId] : [])]),
          ),
      );
      const days = courseWeekdays(course.start_date, course.end_date);
      const member = (applicationId: string): PodMember => ({
        applicationId,
        userId: (applications.get(applicationId) as LiveApplicationStream).state.application.userId,
      });
      const podIds = Object.fromEntries(pods.map((pod) => [pod.key, randomUUID()]));
      session.decide(round, 'matching', { type: 'ApplyProposal', courseId, proposalId, podIds, now });
      await session.preload(Object.values(podIds).map(podStreamId));
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
      this.assign(session, applications, placements, taRoles, now);
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

  private assign(
    session: CommandSession,
    applications: Map<string, LiveApplicationStream>,
    placements: Placements,
    taRoles: Record<string, 'regular_TA' | 'project_TA'>,
    now: Date,
  ): void {
    for (const [applicationId, roles] of placements) {
      const stream = applications.get(applicationId) as LiveApplicationStream;
      for (const { role, podIds } of roles) {
        const taFor = role === 'student' ? null : (taRoles[applicationId] ?? null);
        session.decide(stream, 'application', { type: 'AssignPod', podRole: role, podIds, taFor, now });
      }
    }
  }

  /** Every placed person's application stream, loaded once; a withdrawn or unknown one stops the apply. */
  private async applicationsOf(
    session: CommandSession,
    applicationIds: string[],
  ): Promise<Map<string, LiveApplicationStream>> {
    await session.preload(applicationIds.map(applicationStreamId));
    const streams = new Map<string, LiveApplicationStream>();
    const missing: string[] = [];
    for (const id of applicationIds) {
      if (streams.has(id) || missing.includes(id)) continue;
      const stream = await session.load(applicationStreamId(id), applicationDecider);
      if (isLive(stream)) streams.set(id, stream);
      else missing.push(id);
    }
    if (missing.length) throw new NotFoundException(`Applications no longer there: ${missing.slice(0, 5).join(', ')}`);
    return streams;
  }
}
