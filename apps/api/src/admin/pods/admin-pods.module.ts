import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdjustMatchingController } from './adjust-matching/adjust-matching.controller';
import { AdjustMatchingHandler } from './adjust-matching/adjust-matching.handler';
import { AdjustMentorRoundController } from './adjust-mentor-round/adjust-mentor-round.controller';
import { AdjustMentorRoundHandler } from './adjust-mentor-round/adjust-mentor-round.handler';
import { ApplyMatchingController } from './apply-matching/apply-matching.controller';
import { ApplyMatchingHandler } from './apply-matching/apply-matching.handler';
import { ApplyMentorRoundController } from './apply-mentor-round/apply-mentor-round.controller';
import { ApplyMentorRoundHandler } from './apply-mentor-round/apply-mentor-round.handler';
import { ApplyRematchController } from './apply-rematch/apply-rematch.controller';
import { ApplyRematchHandler } from './apply-rematch/apply-rematch.handler';
import { ChooseProposalController } from './compare-proposals/choose-proposal.controller';
import { ChooseProposalHandler } from './compare-proposals/choose-proposal.handler';
import { CompareProposalsController } from './compare-proposals/compare-proposals.controller';
import { AdminPodsController } from './pods-list/admin-pods.controller';
import { ProposeMatchingController } from './propose-matching/propose-matching.controller';
import { ProposeMatchingHandler } from './propose-matching/propose-matching.handler';
import { ProposeMentorRoundController } from './propose-mentor-round/propose-mentor-round.controller';
import { ProposeMentorRoundHandler } from './propose-mentor-round/propose-mentor-round.handler';
import { ProposeRematchController } from './propose-rematch/propose-rematch.controller';
import { ProposeRematchHandler } from './propose-rematch/propose-rematch.handler';
import { RecordDropOutController } from './record-drop-out/record-drop-out.controller';
import { RecordDropOutHandler } from './record-drop-out/record-drop-out.handler';
import { SetPodMeetingController } from './set-pod-meeting/set-pod-meeting.controller';
import { SetPodMeetingHandler } from './set-pod-meeting/set-pod-meeting.handler';

const httpControllers = [
  AdminPodsController,
  ProposeMatchingController,
  AdjustMatchingController,
  ApplyMatchingController,
  SetPodMeetingController,
  ProposeMentorRoundController,
  AdjustMentorRoundController,
  ApplyMentorRoundController,
  RecordDropOutController,
  ProposeRematchController,
  ApplyRematchController,
  CompareProposalsController,
  ChooseProposalController,
];
const commandHandlers = [
  ProposeMatchingHandler,
  AdjustMatchingHandler,
  ApplyMatchingHandler,
  ChooseProposalHandler,
  SetPodMeetingHandler,
  ProposeMentorRoundHandler,
  AdjustMentorRoundHandler,
  ApplyMentorRoundHandler,
  RecordDropOutHandler,
  ProposeRematchHandler,
  ApplyRematchHandler,
];

/** Pods for admins: formed pods and megapods, matching and mentor rounds, meetings, drop-outs, rematches. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminPodsModule {}
