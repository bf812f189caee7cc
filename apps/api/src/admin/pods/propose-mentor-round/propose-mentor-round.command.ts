import { Command } from '@nestjs/cqrs';

/** Staff run the mentor round of a course; answers with the new proposal's id. */
export class ProposeMentorRoundCommand extends Command<string> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
  ) {
    super();
  }
}
