import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { StaffDecisionKind } from '@portal/contracts';
import { DomainError, NotFoundError, type StaffCommand, applicationDecider, applicationStreamId } from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';

export type StaffChange =
  | { kind: 'decide'; decision: StaffDecisionKind; acceptingOfferEndDate: string | null }
  | Omit<Extract<StaffCommand, { type: 'AssignTaRole' }>, 'now'>
  | Omit<Extract<StaffCommand, { type: 'SetFeeOptions' }>, 'now'>;

export type BulkOutcome = { id: string; ok: true } | { id: string; ok: false; error: { code: string; detail: string } };

/** A staff command on one application: load its stream and its course, decide, append (email and timer follow). */
@Injectable()
export class DecideApplicationHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(actor: string, applicationId: string, change: StaffChange): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const now = new Date();
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      if (stream.state.status === 'none') throw new NotFoundError('Application not found.');
      if (!('kind' in change)) {
        session.decide(stream, 'application', { ...change, now } as StaffCommand);
        return;
      }
      const course = await findCourse(session.tx, stream.state.application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      session.decide(stream, 'application', {
        type: 'DecideApplication',
        decision: change.decision,
        offerId: randomUUID(),
        acceptingOfferEndDate: change.acceptingOfferEndDate,
        course,
        now,
      });
    });
  }

  /** Each application in its own transaction: one refusal does not undo the others' decisions. */
  async executeMany(actor: string, ids: string[], change: StaffChange): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await this.execute(actor, id, change);
        outcomes.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ id, ok: false, error: { code: error.code, detail: error.message } });
      }
    }
    return outcomes;
  }
}
