import type { GeneralInfoChanges, GeneralInfoInput } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';

export class SaveGeneralInfoCommand {
  constructor(
    readonly userId: string,
    readonly write: RecordWrite<GeneralInfoInput, GeneralInfoChanges>,
    /** The record to update; a new record gets a new id. */
    readonly generalInfoId?: string,
  ) {}
}
