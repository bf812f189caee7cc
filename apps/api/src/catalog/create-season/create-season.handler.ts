import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seasonDecider, seasonNameDecider, seasonNameStreamId, seasonStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { CreateSeasonCommand } from './create-season.command';

/** A new season and the claim on its name, in one transaction: two seasons never share a name. */
@CommandHandler(CreateSeasonCommand)
export class CreateSeasonHandler implements ICommandHandler<CreateSeasonCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ seasonId, fields, actor }: CreateSeasonCommand): Promise<void> {
    const now = new Date();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const season = await session.load(seasonStreamId(seasonId), seasonDecider);
      const name = await session.load(seasonNameStreamId(fields.name), seasonNameDecider);
      session.decide(name, 'season-name', { type: 'ClaimSeasonName', seasonId, now });
      session.decide(season, 'season', { type: 'CreateSeason', seasonId, fields, now });
    });
  }
}
