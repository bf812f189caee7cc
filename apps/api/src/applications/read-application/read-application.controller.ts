import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { applicationViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { roleOfKind } from '../shared/application-kinds';
import { dashboardView } from '../../enrollment/shared/dashboard-view';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class ReadApplicationController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /**
   * The edit form's defaults and the course dashboard's application (spec 2 §3 "Course application").
   * Another applicant's id, or an id of another role, is not found.
   */
  @Get(':kind/:id')
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiOkResponse({ description: 'The application with its answers' })
  @Contract({ response: applicationViewSchema })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Param('id') id: string) {
    const role = roleOfKind(kind);
    const row = await findOwnApplication(this.platform.db, user.userId, id);
    if (!row || row.role !== role) throw new NotFoundException();
    return dashboardView(this.platform.db, row);
  }
}
