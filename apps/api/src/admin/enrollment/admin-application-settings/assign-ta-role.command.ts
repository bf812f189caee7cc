import { Command } from '@nestjs/cqrs';
import type { TaFor } from '@portal/contracts';

/** Staff set a TA application's sub-role: lead TA, and regular or project TA. */
export class AssignTaRoleCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly applicationId: string,
    readonly selectedAsLeadTa: boolean,
    readonly taFor: TaFor | null,
  ) {
    super();
  }
}
