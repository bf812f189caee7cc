import { z } from 'zod';
import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { dropOutSchema } from '@portal/contracts';
import { applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';

/**
 * Staff record that an enrolled student or TA left the course, with the reason (DESIGN.md §8): the
 * application becomes `dropped_out`; the next rematch takes them out of their pod.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('admin')
export class RecordDropOutController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post(':id/drop-out')
  @HttpCode(200)
  @ApiOkResponse({ description: '{id, status: dropped_out}' })
  @Contract({ body: dropOutSchema, response: z.object({ id: z.string(), status: z.literal('dropped_out') }) })
  async dropOut(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseInput(dropOutSchema, body);
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(applicationStreamId(id), applicationDecider);
      session.decide(stream, 'application', { type: 'DropOut', reason, now: new Date() });
    });
    return { id, status: 'dropped_out' };
  }
}
