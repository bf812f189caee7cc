import { Command } from '@nestjs/cqrs';
import type { StaffDecisionKind } from '@portal/contracts';

/** A staff decision on one application (offer, reject, waitlist, dismiss, approve). */
export class DecideApplicationCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly decision: StaffDecisionKind,
    /** An offer's own end; null takes the course's deadline. */
    readonly acceptingOfferEndDate: string | null,
    /** Staff confirmed an offer past the course's capacity for the role (the 409 `over_capacity` asked). */
    readonly confirmOverCapacity = false,
  ) {
    super();
  }
}
