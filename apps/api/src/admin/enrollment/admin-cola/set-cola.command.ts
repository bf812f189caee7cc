import { Command } from '@nestjs/cqrs';

/** Staff set a country's cost-of-living factor. */
export class SetColaCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly countryCode: string,
    readonly cola: number,
  ) {
    super();
  }
}
