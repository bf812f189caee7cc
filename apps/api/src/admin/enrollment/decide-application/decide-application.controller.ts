import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  applicationRecordSchema,
  bulkDecisionResultsSchema,
  decideApplicationSchema,
  decideApplicationsSchema,
} from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { staffView } from '../../../enrollment/shared/dashboard-view';
import { DecideApplicationCommand } from './decide-application.command';
import { DecideApplicationsCommand } from './decide-applications.command';

/**
 * Staff decisions (reviewers and admins): offer, reject, waitlist, dismiss, approve. Each is an event
 * on the application's stream and sends the applicant an email; an offer also sets its expiry timer.
 * Deciding what is already decided changes nothing, so a repeated bulk request is harmless.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
@TokenScope('applications:decide')
export class DecideApplicationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post('decide')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "{results: [{id, ok, error?}]}, one per application; 409 `over_capacity` (nothing decided) when the offers would pass a course's capacity, unless `confirm_over_capacity`",
  })
  @Contract({ body: decideApplicationsSchema, response: bulkDecisionResultsSchema })
  async decideMany(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { ids, decision, accepting_offer_end_date, confirm_over_capacity } = parseInput(
      decideApplicationsSchema,
      body,
    );
    const end = accepting_offer_end_date ?? null;
    const command = new DecideApplicationsCommand(user.userId, ids, decision, end, confirm_over_capacity);
    return { results: await this.commands.execute(command) };
  }

  @Post(':id/decide')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "The application as it now stands; 409 `over_capacity` when the offer would pass its course's capacity, unless `confirm_over_capacity`",
  })
  @Contract({ body: decideApplicationSchema, response: applicationRecordSchema })
  async decide(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { decision, accepting_offer_end_date, confirm_over_capacity } = parseInput(decideApplicationSchema, body);
    const end = accepting_offer_end_date ?? null;
    await this.commands.execute(new DecideApplicationCommand(user.userId, id, decision, end, confirm_over_capacity));
    return staffView(this.platform.db, id);
  }
}
