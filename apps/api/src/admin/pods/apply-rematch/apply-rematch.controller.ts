import { Body, ConflictException, Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { rematchEmailPreviewsSchema, rematchIdSchema, rematchViewSchema } from '@portal/contracts';
import { RefusedError, STALE_REMATCH } from '@portal/domain';
import { findRematchProposal } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestRematch } from '../propose-rematch/rematch-view';
import { ApplyRematchCommand } from './apply-rematch.command';
import { previewRematchEmails } from './rematch-emails-preview';

/** A stale rematch is a conflict with the log, not a bad request: 409, with what to do. */
function asConflict(error: unknown): never {
  if (error instanceof RefusedError && error.code === STALE_REMATCH) throw new ConflictException(error.message);
  throw error;
}

/** Staff preview the emails of the course's latest rematch, then apply it (docs/architecture.md §8). */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ApplyRematchController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/rematch/preview')
  @HttpCode(200)
  @ApiOkResponse({ description: '{results: [{person, name, email: {to, subject, text}}]}: nothing is sent' })
  @Contract({ body: rematchIdSchema, response: rematchEmailPreviewsSchema })
  async preview(@Param('course') course: string, @Body() body: unknown) {
    const { rematch_id } = parseInput(rematchIdSchema, body);
    const row = await findRematchProposal(this.platform.db, course);
    if (!row) throw new NotFoundException();
    if (row.rematch_id !== rematch_id)
      throw new ConflictException('This is not the latest rematch: reload it and try again.');
    return { results: await previewRematchEmails(this.platform, course) };
  }

  @Post(':course/rematch/apply')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The rematch, now applied' })
  @Contract({ body: rematchIdSchema, response: rematchViewSchema })
  async apply(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { rematch_id } = parseInput(rematchIdSchema, body);
    await this.commands.execute(new ApplyRematchCommand(user.userId, course, rematch_id)).catch(asConflict);
    return latestRematch(this.platform.db, course);
  }
}
