import { Command } from '@nestjs/cqrs';
import type { ProposalChanges } from '@portal/domain';

/** Staff move students between pods and replace pods' TAs in the latest proposal. */
export class AdjustMatchingCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly proposalId: string,
    readonly changes: ProposalChanges,
  ) {
    super();
  }
}
