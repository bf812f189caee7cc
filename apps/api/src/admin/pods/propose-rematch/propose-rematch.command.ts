import { Command } from '@nestjs/cqrs';

/** Staff ask for a rematch of a course's formed pods; answers with the rematch's id. */
export class ProposeRematchCommand extends Command<string> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly replaceTas: string[],
  ) {
    super();
  }
}
