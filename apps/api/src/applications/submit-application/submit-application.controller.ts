import { Body, Controller, HttpCode, Param, Post, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { ownApplicationView } from '../shared/application-views';
import { applicationViewSchema } from '@portal/contracts';
import { ApiCreatedResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { applicationSubmitBodySchema, parseApplicationForm, roleOfKind } from '../shared/application-kinds';
import { SubmitApplicationCommand } from './submit-application.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class SubmitApplicationController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':kind')
  @HttpCode(201)
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiCreatedResponse({ description: 'The application as stored, with status applied' })
  @Contract({ body: applicationSubmitBodySchema, response: applicationViewSchema })
  async submit(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Body() body: unknown) {
    const role = roleOfKind(kind);
    const { course, fields } = parseApplicationForm(role, body, true);
    const applicationId = await this.commands.execute(new SubmitApplicationCommand(user.userId, role, course, fields));
    return ownApplicationView(this.platform.db, user.userId, applicationId);
  }
}
