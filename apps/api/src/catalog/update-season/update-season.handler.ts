import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seasonDecider, seasonNameDecider, seasonNameStreamId, seasonStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { UpdateSeasonCommand } from './update-season.command';

/**
 * A season's new name or days. A new name is claimed and the old one freed in the same transaction;
 * a change of case or spacing alone keeps its claim. Its courses keep their programme year.
 */
@CommandHandler(UpdateSeasonCommand)
export class UpdateSeasonHandler implements ICommandHandler<UpdateSeasonCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ seasonId, changes, actor }: UpdateSeasonCommand): Promise<void> {
    const now = new Date();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const season = await session.load(seasonStreamId(seasonId), seasonDecider);
      const before = season.state.status === 'created' ? season.state.season.name : null;
      session.decide(season, 'season', { type: 'UpdateSeason', seasonId, changes, now });
      if (before === null || changes.name === undefined) return;
      const [oldClaim, newClaim] = [seasonNameStreamId(before), seasonNameStreamId(changes.name)];
      if (oldClaim === newClaim) return;
      session.decide(await session.load(newClaim, seasonNameDecider), 'season-name', {
        type: 'ClaimSeasonName',
        seasonId,
        now,
      });
      session.decide(await session.load(oldClaim, seasonNameDecider), 'season-name', {
        type: 'ReleaseSeasonName',
        seasonId,
        now,
      });
    });
  }
}
