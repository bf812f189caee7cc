import { Command } from '@nestjs/cqrs';

/** Staff make one of the course's earlier proposals its latest again. */
export class ChooseProposalCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly proposalId: string,
  ) {
    super();
  }
}
