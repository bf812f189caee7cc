import { Command } from '@nestjs/cqrs';
import type { BulkOutcome } from '../../enrollment/decide-application/decide-application.handler';

/** Answers with one outcome per application, as a bulk decision does. */
export class MarkSurveysCommand extends Command<BulkOutcome[]> {
  constructor(
    readonly actor: string,
    /** Student applications whose end-of-course survey was answered. */
    readonly applicationIds: string[],
  ) {
    super();
  }
}
