import { Module } from '@nestjs/common';
import { AdjustMatchingController } from './adjust-matching/adjust-matching.controller';
import { ApplyMatchingController } from './apply-matching/apply-matching.controller';
import { ApplyMatchingHandler } from './apply-matching/apply-matching.handler';
import { ProposeMatchingController } from './propose-matching/propose-matching.controller';
import { ProposeMatchingHandler } from './propose-matching/propose-matching.handler';
import { ReadPodsController } from './read-pods/read-pods.controller';
import { RecordAttendanceController } from './record-attendance/record-attendance.controller';
import { SetPodMeetingController } from './set-pod-meeting/set-pod-meeting.controller';

const httpControllers = [
  ReadPodsController,
  RecordAttendanceController,
  ProposeMatchingController,
  AdjustMatchingController,
  ApplyMatchingController,
  SetPodMeetingController,
];
const commandHandlers = [ProposeMatchingHandler, ApplyMatchingHandler];

/** Matching (propose, adjust, apply), pods as their members see them, attendance, meetings. */
@Module({ controllers: httpControllers, providers: commandHandlers, exports: commandHandlers })
export class PodsModule {}
