import type { SeasonFields } from '@portal/contracts';

export class CreateSeasonCommand {
  constructor(
    readonly seasonId: string,
    readonly fields: SeasonFields,
    readonly actor: string,
  ) {}
}
