import type { DemographicChanges, DemographicInput } from '@portal/contracts';
import type { RecordWrite } from '@portal/domain';

export class SaveDemographicCommand {
  constructor(
    readonly userId: string,
    readonly write: RecordWrite<DemographicInput, DemographicChanges>,
    /** The record to update; a new record gets a new id. */
    readonly demographicId?: string,
  ) {}
}
