import type { LogisticChanges, LogisticInput } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';

export class SaveLogisticCommand {
  constructor(
    readonly userId: string,
    readonly write: RecordWrite<LogisticInput, LogisticChanges>,
    /** The record to update; a new record gets a new id. */
    readonly logisticId?: string,
  ) {}
}
