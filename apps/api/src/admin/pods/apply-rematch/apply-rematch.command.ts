import { Command } from '@nestjs/cqrs';

/** Staff apply the course's latest rematch. */
export class ApplyRematchCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
    readonly rematchId: string,
  ) {
    super();
  }
}
