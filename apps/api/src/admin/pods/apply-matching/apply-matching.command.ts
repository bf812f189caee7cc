import { Command } from '@nestjs/cqrs';

/** Staff form the pods of the course's latest proposal. */
export class ApplyMatchingCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly proposalId: string,
  ) {
    super();
  }
}
