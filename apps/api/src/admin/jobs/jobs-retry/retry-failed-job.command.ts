import { Command } from '@nestjs/cqrs';

/** Staff put a failed outbox job back in line. */
export class RetryFailedJobCommand extends Command<void> {
  constructor(
    readonly actor: string,
    /** The id the staff jobs list shows (its `job_id` is the runner's). */
    readonly id: string,
  ) {
    super();
  }
}
