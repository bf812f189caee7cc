import { Command } from '@nestjs/cqrs';

/** Staff form the project groups of the course's latest mentor round. */
export class ApplyMentorRoundCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly proposalId: string,
  ) {
    super();
  }
}
