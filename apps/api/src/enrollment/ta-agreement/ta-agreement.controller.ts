import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { taAgreementSchema, applicationViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { EnrollmentStepHandler } from '../shared/enrollment-step.handler';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('enrollment')
@Controller('courses/ta-applications')
@Access('applicant')
export class TaAgreementController {
  constructor(private readonly steps: EnrollmentStepHandler) {}

  /** The contractor agreement: signing it takes the offer up (wants_to_enroll); staff approve afterwards. */
  @Patch(':id/agreement')
  @ApiOkResponse({ description: 'The application, with wants_to_enroll set' })
  @Contract({ body: taAgreementSchema, response: applicationViewSchema })
  sign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    parseInput(taAgreementSchema, body);
    return this.steps.execute(user.userId, 'ta', id, (_tx, now) => ({
      type: 'SignTaAgreement',
      userId: user.userId,
      now,
    }));
  }
}
