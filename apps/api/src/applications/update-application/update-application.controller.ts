import { Body, Controller, Param, Patch } from '@nestjs/common';
import { applicationViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { applicationChangesBodySchema, roleOfKind } from '../shared/application-kinds';
import { UpdateApplicationHandler } from './update-application.handler';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class UpdateApplicationController {
  constructor(private readonly handler: UpdateApplicationHandler) {}

  /** Any subset of the form's fields; the whole form must still be valid afterwards. */
  @Patch(':kind/:id')
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiOkResponse({ description: 'The application as it now stands' })
  @Contract({ body: applicationChangesBodySchema, response: applicationViewSchema })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    const changes = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return this.handler.execute(user.userId, roleOfKind(kind), id, changes);
  }
}
