import { Command } from '@nestjs/cqrs';

/** Answers with the number of certificates issued. */
export class IssueTaCertificatesCommand extends Command<number> {
  constructor(
    readonly actor: string,
    readonly courseId: string,
  ) {
    super();
  }
}
