import { z } from 'zod';
import { Body, Controller, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type PodAttendanceView, attendanceUpdateSchema } from '@portal/contracts';
import { findAttendanceRecord } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { RecordAttendanceCommand } from './record-attendance.command';

/**
 * `PUT /api/pods/attendance/{id}/`: the pod's regular TA records a student's day (values in [0, 1];
 * the UI sends nothing else, the API refuses them), not a dropped-out student's (400 `dropped_out`).
 * Anyone else on the pod is refused (403); anyone off it finds nothing.
 */
@ApiTags('pods')
@Controller('pods/attendance')
@Access('applicant')
export class RecordAttendanceController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

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
    // Found before the body is parsed: an unknown record is 404 whatever is sent.
    const ref = { id, podId: record.pod_id, applicationId: record.application_id, day: record.day };
    await this.commands.execute(new RecordAttendanceCommand(user.userId, ref, input));
    return { id, day: record.day, percentage: input.percentage, project_percentage: input.project_percentage };
  }
}
