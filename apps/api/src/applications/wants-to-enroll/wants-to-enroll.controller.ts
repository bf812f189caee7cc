import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { wantsToEnrollSchema, applicationViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { roleOfKind } from '../shared/application-kinds';
import { WantsToEnrollHandler } from './wants-to-enroll.handler';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class WantsToEnrollController {
  constructor(private readonly handler: WantsToEnrollHandler) {}

  /** Students and TAs only; refused with 'You cannot perform this action' unless an offer is open. */
  @Patch(':kind/:id/wants-to-enroll')
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications'] })
  @ApiOkResponse({ description: 'The application, with wants_to_enroll set' })
  @Contract({ body: wantsToEnrollSchema, response: applicationViewSchema })
  wantsToEnroll(
    @CurrentUser() user: AuthenticatedUser,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    const role = roleOfKind(kind, ['student', 'ta']);
    parseInput(wantsToEnrollSchema, body);
    return this.handler.execute(user.userId, role, id);
  }
}
