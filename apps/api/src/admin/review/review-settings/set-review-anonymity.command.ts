import { Command } from '@nestjs/cqrs';

/** Anonymised review on or off, for one course or (`courseId` null) programme-wide. */
export class SetReviewAnonymityCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly courseId: string | null,
    readonly anonymised: boolean,
  ) {
    super();
  }
}
