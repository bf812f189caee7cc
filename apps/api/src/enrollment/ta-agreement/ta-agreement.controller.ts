import { Body, Controller, Param, Patch, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { taAgreementSchema, applicationViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { ownDashboardView } from '../shared/dashboard-view';
import { EnrollmentStepCommand } from '../shared/enrollment-step.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('enrollment')
@Controller('courses/ta-applications')
@Access('applicant')
export class TaAgreementController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  /** The contractor agreement: signing it takes the offer up (wants_to_enroll); staff approve afterwards. */
  @Patch(':id/agreement')
  @ApiOkResponse({ description: 'The application, with wants_to_enroll set' })
  @Contract({ body: taAgreementSchema, response: applicationViewSchema })
  async sign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    parseInput(taAgreementSchema, body);
    await this.commands.execute(new EnrollmentStepCommand(user.userId, 'ta', id, { type: 'SignTaAgreement' }));
    return ownDashboardView(this.platform.db, user.userId, id);
  }
}
