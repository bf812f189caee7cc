import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STAFF_DECISION_KINDS_BY_ROLE, type StaffDecisionKind } from '@portal/contracts';
import { type CapacityRequest, DomainError, placeTakingDecision, refuseOverCapacity } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { countPlacesTaken, findCourse, placesOfApplications } from '@portal/projections';
import { PLATFORM } from '../../../platform/platform.module';
import { DecideApplicationCommand } from './decide-application.command';
import { type BulkOutcome, DecideApplicationsCommand } from './decide-applications.command';

/**
 * Each application is decided by the one-application command, in its own transaction: one refusal
 * does not undo the others' decisions, and a repeated id is decided once. Offers that together would
 * pass a course's capacity are first refused as a whole (409), so staff confirm them knowing the numbers.
 */
@CommandHandler(DecideApplicationsCommand)
export class DecideApplicationsHandler implements ICommandHandler<DecideApplicationsCommand, BulkOutcome[]> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  async execute({
    actor,
    applicationIds,
    decision,
    acceptingOfferEndDate,
    confirmOverCapacity,
  }: DecideApplicationsCommand) {
    const ids = [...new Set(applicationIds)];
    if (!confirmOverCapacity) refuseOverCapacity(await this.capacityRequests(ids, decision), false);
    const outcomes: BulkOutcome[] = [];
    for (const id of ids) {
      try {
        const one = new DecideApplicationCommand(actor, id, decision, acceptingOfferEndDate, confirmOverCapacity);
        await this.commands.execute(one);
        outcomes.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ id, ok: false, error: { code: error.code, detail: error.message } });
      }
    }
    return outcomes;
  }

  /**
   * The places this request would give, per course and role: applications still undecided (applied or
   * waitlisted) for which the decision is their role's place-taking one. Each single decision checks
   * again in its decider; this is the request's total, which no single decision sees.
   */
  private async capacityRequests(ids: string[], decision: StaffDecisionKind): Promise<CapacityRequest[]> {
    const { db } = this.platform;
    const adding = new Map<string, number>();
    for (const row of await placesOfApplications(db, ids)) {
      const placed =
        placeTakingDecision(row.role) === decision && STAFF_DECISION_KINDS_BY_ROLE[row.role].includes(decision);
      if (!placed || (row.status !== 'applied' && row.status !== 'waitlist')) continue;
      const key = JSON.stringify([row.course_id, row.role]);
      adding.set(key, (adding.get(key) ?? 0) + 1);
    }
    const requests: CapacityRequest[] = [];
    for (const [key, count] of adding) {
      const [courseId, role] = JSON.parse(key) as [string, CapacityRequest['role']];
      const course = await findCourse(db, courseId);
      if (!course) continue;
      requests.push({ course, role, taken: await countPlacesTaken(db, courseId, role), adding: count });
    }
    return requests;
  }
}
