import { z } from 'zod';
import { Controller, HttpCode, Param, Post, Inject } from '@nestjs/common';
import { applicationViewSchema } from '@portal/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { roleOfKind } from '../../applications/shared/application-kinds';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { ownDashboardView } from '../shared/dashboard-view';
import { EnrollmentStepCommand } from '../shared/enrollment-step.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('enrollment')
@Controller('courses')
@Access('applicant')
export class DeclineOfferController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  /** Final ('Are you sure?' is the UI's). An offer already taken up, or lapsed, cannot be declined. */
  @Post(':kind/:id/decline')
  @HttpCode(200)
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiOkResponse({ description: 'The application, declined' })
  @Contract({ body: z.object({}), response: applicationViewSchema })
  async decline(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Param('id') id: string) {
    const role = roleOfKind(kind);
    await this.commands.execute(new EnrollmentStepCommand(user.userId, role, id, { type: 'DeclineOffer' }));
    return ownDashboardView(this.platform.db, user.userId, id);
  }
}
