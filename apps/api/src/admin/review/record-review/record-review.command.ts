import { Command } from '@nestjs/cqrs';

/** A reviewer's scores (by criterion key) and notes on an application. */
export class RecordReviewCommand extends Command<void> {
  constructor(
    readonly reviewerId: string,
    readonly applicationId: string,
    readonly scores: Record<string, number>,
    readonly notes: string,
  ) {
    super();
  }
}
