import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applicationRecordSchema, feeOptionsSchema, taRoleSchema } from '@portal/contracts';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { staffView } from '../../../enrollment/shared/dashboard-view';
import { AssignTaRoleCommand } from './assign-ta-role.command';
import { SetFeeOptionsCommand } from './set-fee-options.command';

/** Staff settings of one application: a TA's sub-role, a student's waive and pay-what-you-can options. */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
export class AdminApplicationSettingsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  /** `selected_as_lead_ta` and `ta_for`, from which the dashboard derives Lead/Regular/Project TA. */
  @Post(':id/ta-role')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The application as it now stands' })
  @Contract({ body: taRoleSchema, response: applicationRecordSchema })
  async taRole(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { selected_as_lead_ta, ta_for } = parseInput(taRoleSchema, body);
    await this.commands.execute(new AssignTaRoleCommand(user.userId, id, selected_as_lead_ta, ta_for));
    return staffView(this.platform.db, id);
  }

  @Post(':id/fee-options')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The application as it now stands' })
  @Contract({ body: feeOptionsSchema, response: applicationRecordSchema })
  async feeOptions(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const options = parseInput(feeOptionsSchema, body);
    await this.commands.execute(
      new SetFeeOptionsCommand(
        user.userId,
        id,
        options.student_waive_fee_option_flag,
        options.student_application_pwyc_option_flag,
      ),
    );
    return staffView(this.platform.db, id);
  }
}
