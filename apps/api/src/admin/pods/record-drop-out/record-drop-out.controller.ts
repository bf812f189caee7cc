import { z } from 'zod';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { dropOutSchema } from '@portal/contracts';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { RecordDropOutCommand } from './record-drop-out.command';
import { Contract } from '../../../http/openapi/route-contract';

/**
 * Staff record that an enrolled student or TA left the course, with the reason (docs/architecture.md §8): the
 * application becomes `dropped_out`; the next rematch takes them out of their pod.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('admin')
export class RecordDropOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/drop-out')
  @HttpCode(200)
  @ApiOkResponse({ description: '{id, status: dropped_out}' })
  @Contract({ body: dropOutSchema, response: z.object({ id: z.string(), status: z.literal('dropped_out') }) })
  async dropOut(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseInput(dropOutSchema, body);
    await this.commands.execute(new RecordDropOutCommand(user.userId, id, reason));
    return { id, status: 'dropped_out' };
  }
}
