import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { decideApplicationsSchema, decisionPreviewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { anonymityFor } from '../../shared/applicant-anonymity';
import { type PreviewOutcome, previewDecisions } from './preview-decisions';

/**
 * The outbox of a bulk decision before it goes out: for each selected application, the email the
 * decision would send (recipient, subject, body), or why it would change nothing or be refused.
 * Nothing is recorded; confirming is `POST /api/admin/applications/decide`, with the same body.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
export class PreviewDecisionsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('decide/preview')
  @HttpCode(200)
  @ApiOkResponse({ description: '{results: [{id, outcome: email|unchanged|refused, applicant_name, email?, error?}]}' })
  @Contract({ body: decideApplicationsSchema, response: decisionPreviewSchema })
  async preview(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
  ): Promise<{ results: PreviewOutcome[] }> {
    const { ids, decision, accepting_offer_end_date } = parseInput(decideApplicationsSchema, body);
    const anonymity = await anonymityFor(this.platform.db, caller);
    return {
      results: await previewDecisions(this.platform, ids, decision, accepting_offer_end_date ?? null, anonymity),
    };
  }
}
