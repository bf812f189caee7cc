import { Module } from '@nestjs/common';
import { AdjustMatchingController } from './adjust-matching/adjust-matching.controller';
import { ApplyMatchingController } from './apply-matching/apply-matching.controller';
import { ApplyMatchingHandler } from './apply-matching/apply-matching.handler';
import { ProposeMatchingController } from './propose-matching/propose-matching.controller';
import { ProposeMatchingHandler } from './propose-matching/propose-matching.handler';
import { ReadPodsController } from './read-pods/read-pods.controller';
import { RecordAttendanceController } from './record-attendance/record-attendance.controller';
import { SetPodMeetingController } from './set-pod-meeting/set-pod-meeting.controller';
import { ProposeMentorRoundController } from './propose-mentor-round/propose-mentor-round.controller';
import { ProposeMentorRoundHandler } from './propose-mentor-round/propose-mentor-round.handler';
import { AdjustMentorRoundController } from './adjust-mentor-round/adjust-mentor-round.controller';
import { ApplyMentorRoundController } from './apply-mentor-round/apply-mentor-round.controller';
import { ApplyMentorRoundHandler } from './apply-mentor-round/apply-mentor-round.handler';
import { ReadMentorGroupsController } from './read-mentor-groups/read-mentor-groups.controller';
import { RecordDropOutController } from './record-drop-out/record-drop-out.controller';
import { ProposeRematchController } from './propose-rematch/propose-rematch.controller';
import { ProposeRematchHandler } from './propose-rematch/propose-rematch.handler';
import { ApplyRematchController } from './apply-rematch/apply-rematch.controller';
import { ApplyRematchHandler } from './apply-rematch/apply-rematch.handler';
import { CompareProposalsController } from './compare-proposals/compare-proposals.controller';
import { ChooseProposalController } from './compare-proposals/choose-proposal.controller';

const httpControllers = [
  ReadPodsController,
  RecordAttendanceController,
  ProposeMatchingController,
  AdjustMatchingController,
  ApplyMatchingController,
  SetPodMeetingController,
  ProposeMentorRoundController,
  AdjustMentorRoundController,
  ApplyMentorRoundController,
  ReadMentorGroupsController,
  RecordDropOutController,
  ProposeRematchController,
  ApplyRematchController,
  CompareProposalsController,
  ChooseProposalController,
];
const commandHandlers = [
  ProposeMatchingHandler,
  ApplyMatchingHandler,
  ProposeMentorRoundHandler,
  ApplyMentorRoundHandler,
  ProposeRematchHandler,
  ApplyRematchHandler,
];

/** Matching (propose, adjust, apply), pods as their members see them, attendance, meetings. */
@Module({ controllers: httpControllers, providers: commandHandlers, exports: commandHandlers })
export class PodsModule {}
