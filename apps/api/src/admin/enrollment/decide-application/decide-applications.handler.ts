import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@portal/domain';
import { DecideApplicationCommand } from './decide-application.command';
import { type BulkOutcome, DecideApplicationsCommand } from './decide-applications.command';

/**
 * Each application is decided by the one-application command, in its own transaction: one refusal
 * does not undo the others' decisions, and a repeated id is decided once.
 */
@CommandHandler(DecideApplicationsCommand)
export class DecideApplicationsHandler implements ICommandHandler<DecideApplicationsCommand, BulkOutcome[]> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ actor, applicationIds, decision, acceptingOfferEndDate }: DecideApplicationsCommand) {
    const outcomes: BulkOutcome[] = [];
    for (const id of [...new Set(applicationIds)]) {
      try {
        await this.commands.execute(new DecideApplicationCommand(actor, id, decision, acceptingOfferEndDate));
        outcomes.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ id, ok: false, error: { code: error.code, detail: error.message } });
      }
    }
    return outcomes;
  }
}
