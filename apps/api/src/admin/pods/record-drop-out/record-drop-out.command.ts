import { Command } from '@nestjs/cqrs';

/** Staff record that an enrolled student or TA left the course, and why. */
export class RecordDropOutCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly reason: string,
  ) {
    super();
  }
}
