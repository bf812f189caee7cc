import { Command } from '@nestjs/cqrs';
import type { ReviewQueueFilter } from '@portal/domain';

/** A reviewer saves a queue filter under a name (a name in use is replaced). */
export class SaveReviewFilterCommand extends Command<void> {
  constructor(
    readonly reviewerId: string,
    readonly name: string,
    readonly filter: ReviewQueueFilter,
  ) {
    super();
  }
}
