import { Body, Controller, Param, Patch, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { ownApplicationView } from '../shared/application-views';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { wantsToEnrollSchema, applicationViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { roleOfKind } from '../shared/application-kinds';
import { WantsToEnrollCommand } from './wants-to-enroll.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class WantsToEnrollController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  /** Students and TAs only; refused with 'You cannot perform this action' unless an offer is open. */
  @Patch(':kind/:id/wants-to-enroll')
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications'] })
  @ApiOkResponse({ description: 'The application, with wants_to_enroll set' })
  @Contract({ body: wantsToEnrollSchema, response: applicationViewSchema })
  async wantsToEnroll(
    @CurrentUser() user: AuthenticatedUser,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    const role = roleOfKind(kind, ['student', 'ta']);
    parseInput(wantsToEnrollSchema, body);
    await this.commands.execute(new WantsToEnrollCommand(user.userId, role, id));
    return ownApplicationView(this.platform.db, user.userId, id);
  }
}
