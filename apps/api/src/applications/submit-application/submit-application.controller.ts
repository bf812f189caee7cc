import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { applicationViewSchema } from '@portal/contracts';
import { ApiCreatedResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { applicationSubmitBodySchema, parseApplicationForm, roleOfKind } from '../shared/application-kinds';
import { SubmitApplicationHandler } from './submit-application.handler';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class SubmitApplicationController {
  constructor(private readonly handler: SubmitApplicationHandler) {}

  @Post(':kind')
  @HttpCode(201)
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiCreatedResponse({ description: 'The application as stored, with status applied' })
  @Contract({ body: applicationSubmitBodySchema, response: applicationViewSchema })
  async submit(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Body() body: unknown) {
    const role = roleOfKind(kind);
    const { course, fields } = parseApplicationForm(role, body, true);
    return this.handler.execute(user.userId, role, course!, fields);
  }
}
