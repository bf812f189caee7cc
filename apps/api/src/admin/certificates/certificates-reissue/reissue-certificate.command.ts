import { Command } from '@nestjs/cqrs';

/** Staff ask for a student's certificate to be worked out again. */
export class ReissueCertificateCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
  ) {
    super();
  }
}
