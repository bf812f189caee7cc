import type { UpdateSeasonInput } from '@portal/contracts';

export class UpdateSeasonCommand {
  constructor(
    readonly seasonId: string,
    readonly changes: UpdateSeasonInput,
    readonly actor: string,
  ) {}
}
