import { z } from 'zod';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { applicationViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { roleOfKind } from '../../applications/shared/application-kinds';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { EnrollmentStepHandler } from '../shared/enrollment-step.handler';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('enrollment')
@Controller('courses')
@Access('applicant')
export class DeclineOfferController {
  constructor(private readonly steps: EnrollmentStepHandler) {}

  /** Final ('Are you sure?' is the UI's). An offer already taken up, or lapsed, cannot be declined. */
  @Post(':kind/:id/decline')
  @HttpCode(200)
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiOkResponse({ description: 'The application, declined' })
  @Contract({ body: z.object({}), response: applicationViewSchema })
  decline(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Param('id') id: string) {
    const role = roleOfKind(kind);
    return this.steps.execute(user.userId, role, id, (_tx, now) => ({
      type: 'DeclineOffer',
      userId: user.userId,
      now,
    }));
  }
}
