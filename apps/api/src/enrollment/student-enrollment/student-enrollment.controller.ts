import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  fundingSchema,
  hardshipSchema,
  payWhatYouCanSchema,
  rolesDocumentSchema,
  supplementalFormSchema,
  waiveFeeSchema,
  feeBreakdownSchema,
  applicationViewSchema,
} from '@portal/contracts';
import { findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { feeOf, ownDashboardView } from '../shared/dashboard-view';
import { type EnrollmentStep, EnrollmentStepCommand } from '../shared/enrollment-step.command';
import { Contract } from '../../http/openapi/route-contract';

/**
 * The student's enrollment wizard (spec 2 §2, §4, §5): each step answers with the application as the
 * dashboard reads it. Steps are refused with 'You cannot perform this action' outside an open offer.
 */
@ApiTags('enrollment')
@Controller('courses/student-applications')
@Access('applicant')
export class StudentEnrollmentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get(':id/fee')
  @ApiOkResponse({ description: 'Every component of the fee as a line, and the total' })
  @Contract({ response: feeBreakdownSchema })
  async fee(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    const row = await findOwnApplication(this.platform.db, user.userId, id);
    const fee = row && (await feeOf(this.platform.db, row));
    if (!fee) throw new NotFoundException();
    return fee;
  }

  /** The intro step: reading the roles document is taking the offer up (wants_to_enroll). */
  @Post(':id/roles-document')
  @HttpCode(200)
  @Contract({ body: rolesDocumentSchema, response: applicationViewSchema })
  rolesDocument(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    parseInput(rolesDocumentSchema, body);
    return this.step(user, id, { type: 'AcceptRolesDocument' });
  }

  @Post(':id/supplemental')
  @HttpCode(200)
  @Contract({ body: supplementalFormSchema, response: applicationViewSchema })
  supplemental(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    parseInput(supplementalFormSchema, body);
    return this.step(user, id, { type: 'ConfirmSupplementalForm' });
  }

  @Post(':id/funding')
  @HttpCode(200)
  @Contract({ body: fundingSchema, response: applicationViewSchema })
  funding(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { funding, explanation } = parseInput(fundingSchema, body);
    return this.step(user, id, { type: 'AnswerFunding', funding, explanation });
  }

  @Post(':id/hardship')
  @HttpCode(200)
  @Contract({ body: hardshipSchema, response: applicationViewSchema })
  hardship(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { hardship, explanation } = parseInput(hardshipSchema, body);
    return this.step(user, id, { type: 'AnswerHardship', hardship, explanation });
  }

  /** Hardship step 2's 'cannot afford' amount, in whole dollars, within the fee's bounds. */
  @Post(':id/pay-what-you-can')
  @HttpCode(200)
  @Contract({ body: payWhatYouCanSchema, response: applicationViewSchema })
  payWhatYouCan(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { amount } = parseInput(payWhatYouCanSchema, body);
    return this.step(user, id, { type: 'ChoosePayWhatYouCan', amount });
  }

  /** The fee as it stands decides whether the reason needs its 200 characters. */
  @Post(':id/waive-fee')
  @HttpCode(200)
  @Contract({ body: waiveFeeSchema, response: applicationViewSchema })
  waiveFee(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseInput(waiveFeeSchema, body);
    return this.step(user, id, { type: 'WaiveFee', reason });
  }

  private async step(user: AuthenticatedUser, id: string, step: EnrollmentStep) {
    await this.commands.execute(new EnrollmentStepCommand(user.userId, 'student', id, step));
    return ownDashboardView(this.platform.db, user.userId, id);
  }
}
