import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { completionSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { MarkCompletionCommand } from './mark-completion.command';
import { Contract } from '../../http/openapi/route-contract';

/**
 * `POST /api/users/certificates/`: the pod's TA marks a student's course and project completion
 * (spec 2 §7 "save completion"). The certificate follows from a job, once the attendance allows it.
 * Only the pod's regular TA may; anyone else on the pod is refused (403), anyone off it finds no pod.
 */
@ApiTags('pods')
@Controller('users/certificates')
@Access('applicant')
export class MarkCompletionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The marks as recorded: user, pod, course, completed_course, completed_project' })
  @Contract({ body: completionSchema, response: completionSchema })
  async mark(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(completionSchema, body);
    await this.commands.execute(new MarkCompletionCommand(user.userId, input));
    return input;
  }
}
