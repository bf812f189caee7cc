import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { adjustMatchingSchema, matchingProposalViewSchema } from '@portal/contracts';
import { matchingRoundDecider, matchingStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { latestProposal } from '../propose-matching/proposal-view';

/**
 * Staff move students between pods (or out of them) and replace pods' TAs before applying. Every hard
 * constraint is checked again: a change that breaks one is refused with the reasons, and nothing changes.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class AdjustMatchingController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post(':course/adjust')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The adjusted proposal' })
  @Contract({ body: adjustMatchingSchema, response: matchingProposalViewSchema })
  async adjust(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { proposal_id, moves, pod_tas } = parseInput(adjustMatchingSchema, body);
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(matchingStreamId(course), matchingRoundDecider);
      session.decide(stream, 'matching', {
        type: 'AdjustProposal',
        courseId: course,
        proposalId: proposal_id,
        changes: { moves, pod_tas },
        now: new Date(),
      });
    });
    return latestProposal(this.platform.db, course);
  }
}
