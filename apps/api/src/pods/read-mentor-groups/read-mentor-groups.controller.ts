import { z } from 'zod';
import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type MentorGroupView, TIME_SLOT_HOURS, mentorGroupViewSchema } from '@portal/contracts';
import { findOwnApplication, mentorGroups } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { fullName, personOf } from './people';

/**
 * `GET /api/courses/mentor-applications/{id}/groups/`: the mentor's project groups for their course
 * dashboard (pod, project time in UTC, students' names, the pod's TA). Another applicant's id is not found.
 */
@ApiTags('pods')
@Controller('courses/mentor-applications')
@Access('applicant')
export class ReadMentorGroupsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':id/groups')
  @ApiOkResponse({ description: 'The mentor’s groups, in order of project time' })
  @Contract({ response: z.array(mentorGroupViewSchema) })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<MentorGroupView[]> {
    const application = await findOwnApplication(this.platform.db, user.userId, id);
    if (!application || application.role !== 'mentor') throw new NotFoundException();
    const rows = await mentorGroups(this.platform.db, user.userId, application.course_id);
    return rows.map((row) => {
      const { start, end } = TIME_SLOT_HOURS[row.time_slot].project;
      return {
        pod: row.pod_id,
        pod_name: row.pod_name,
        time_slot: row.time_slot,
        project_time: `${start}–${end} UTC`,
        group: row.name,
        data_set: row.data_set,
        students: row.students.map(fullName),
        ta: personOf(row.ta),
      };
    });
  }
}
