import { Command } from '@nestjs/cqrs';

/** A reviewer deletes one of their own saved filters. */
export class DeleteReviewFilterCommand extends Command<void> {
  constructor(
    readonly reviewerId: string,
    readonly filterId: string,
  ) {
    super();
  }
}
