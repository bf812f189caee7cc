import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReadMentorGroupsController } from './read-mentor-groups/read-mentor-groups.controller';
import { ReadPodsController } from './read-pods/read-pods.controller';
import { RecordAttendanceController } from './record-attendance/record-attendance.controller';
import { RecordAttendanceHandler } from './record-attendance/record-attendance.handler';

const httpControllers = [ReadPodsController, RecordAttendanceController, ReadMentorGroupsController];
const commandHandlers = [RecordAttendanceHandler];

/** Pods as their members see them, mentors' groups, and the TA's attendance records. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class PodsModule {}
