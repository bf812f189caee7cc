import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { certificateSurveyResultsSchema, certificateSurveySchema } from '@portal/contracts';
import { z } from 'zod';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { GrantAttendanceExceptionCommand } from './grant-attendance-exception.command';
import { IssueTaCertificatesCommand } from './issue-ta-certificates.command';
import { MarkSurveysCommand } from './mark-surveys.command';
import { Contract } from '../../../http/openapi/route-contract';

const exceptionSchema = z.object({ reason: z.string().trim().min(1).max(2000) });

/**
 * Staff's part in certificates: the end-of-course survey's respondents (by student application), an
 * attendance exception with its reason, and the TAs' certificates of a course once it has run.
 */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AdminCertificatesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('certificates/survey')
  @HttpCode(200)
  @ApiOkResponse({ description: '{results: [{id, ok, error?}]}, one per application' })
  @Contract({ body: certificateSurveySchema, response: certificateSurveyResultsSchema })
  async survey(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { applications } = parseInput(certificateSurveySchema, body);
    return { results: await this.commands.execute(new MarkSurveysCommand(user.userId, applications)) };
  }

  @Post('applications/:id/attendance-exception')
  @HttpCode(200)
  @Contract({ body: exceptionSchema, response: z.object({ id: z.string(), attendance_exception: z.literal(true) }) })
  async exception(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseInput(exceptionSchema, body);
    await this.commands.execute(new GrantAttendanceExceptionCommand(user.userId, id, reason));
    return { id, attendance_exception: true };
  }

  @Post('courses/:id/ta-certificates')
  @HttpCode(200)
  @ApiOkResponse({ description: '{issued: n}: the course’s matched TAs, each with the certificate of their role' })
  // The course is named by the address: the body is empty (anything sent is ignored).
  @Contract({ body: z.object({}), response: z.object({ issued: z.number().int() }) })
  async taCertificates(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return { issued: await this.commands.execute(new IssueTaCertificatesCommand(user.userId, id)) };
  }
}
