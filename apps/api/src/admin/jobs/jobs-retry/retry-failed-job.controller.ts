import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { RetryFailedJobCommand } from './retry-failed-job.command';

/** `POST /api/admin/jobs/{id}/retry/`: a failed job runs again with fresh attempts. */
@ApiTags('admin')
@Controller('admin/jobs')
@Access('admin')
export class RetryFailedJobController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The job is back in line' })
  // The job is named by the address: the body is empty (anything sent is ignored).
  @Contract({ body: z.object({}), response: z.object({ id: z.string(), state: z.literal('queued') }) })
  async retry(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.commands.execute(new RetryFailedJobCommand(user.userId, id));
    return { id, state: 'queued' };
  }
}
