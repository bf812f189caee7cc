import { z } from 'zod';
import { Body, Controller, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type PodAttendanceView, attendanceUpdateSchema } from '@portal/contracts';
import { DomainError, podDecider, podStreamId } from '@portal/domain';
import { findAttendanceRecord } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';

/**
 * `PUT /api/pods/attendance/{id}/`: the pod's regular TA records a student's day (values in [0, 1];
 * the UI clamps, the API refuses). Anyone else on the pod is refused (403); anyone off it finds nothing.
 */
@ApiTags('pods')
@Controller('pods/attendance')
@Access('applicant')
export class RecordAttendanceController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Put(':id')
  @ApiOkResponse({ description: 'The record as it now stands: id, day, percentage, project_percentage' })
  @Contract({
    body: attendanceUpdateSchema,
    response: z.object({ id: z.string(), day: z.string(), percentage: z.number(), project_percentage: z.number() }),
  })
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<PodAttendanceView> {
    const record = await findAttendanceRecord(this.platform.db, id);
    if (!record) throw new NotFoundException();
    const input = parseInput(attendanceUpdateSchema, body);
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(podStreamId(record.pod_id), podDecider);
      session.decide(stream, 'pod', {
        type: 'RecordAttendance',
        actorUserId: user.userId,
        recordId: id,
        applicationId: record.application_id,
        day: record.day,
        percentage: input.percentage,
        projectPercentage: input.project_percentage,
        now: new Date(),
      });
      // Checked after the permission: only the TA learns that the day or id in the body is wrong.
      if ((input.id && input.id !== id) || (input.day && input.day !== record.day))
        throw new DomainError('invalid', 'The id and day must be those of the record in the address.', 'day');
    });
    return { id, day: record.day, percentage: input.percentage, project_percentage: input.project_percentage };
  }
}
