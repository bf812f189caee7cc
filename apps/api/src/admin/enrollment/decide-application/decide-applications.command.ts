import { Command } from '@nestjs/cqrs';
import type { StaffDecisionKind } from '@portal/contracts';

export type BulkOutcome = { id: string; ok: true } | { id: string; ok: false; error: { code: string; detail: string } };

/** One staff decision on many applications; answers with an outcome per application. */
export class DecideApplicationsCommand extends Command<BulkOutcome[]> {
  constructor(
    readonly actor: string,
    readonly applicationIds: string[],
    readonly decision: StaffDecisionKind,
    readonly acceptingOfferEndDate: string | null,
    readonly confirmOverCapacity = false,
  ) {
    super();
  }
}
