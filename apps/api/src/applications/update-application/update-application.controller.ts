import { Body, Controller, Param, Patch, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { ownApplicationView } from '../shared/application-views';
import { applicationViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { applicationChangesBodySchema, roleOfKind } from '../shared/application-kinds';
import { UpdateApplicationCommand } from './update-application.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class UpdateApplicationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  /** Any subset of the form's fields; the whole form must still be valid afterwards. */
  @Patch(':kind/:id')
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiOkResponse({ description: 'The application as it now stands' })
  @Contract({ body: applicationChangesBodySchema, response: applicationViewSchema })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    const changes = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    await this.commands.execute(new UpdateApplicationCommand(user.userId, roleOfKind(kind), id, changes));
    return ownApplicationView(this.platform.db, user.userId, id);
  }
}
