import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssignReviewersController } from './assign-reviewers/assign-reviewers.controller';
import { AssignReviewersHandler } from './assign-reviewers/assign-reviewers.handler';
import { AutoAssignReviewersHandler } from './assign-reviewers/auto-assign-reviewers.handler';
import { PreviewDecisionsController } from './decision-outbox/preview-decisions.controller';
import { ListOutboxController } from './outbox/list-outbox.controller';
import { RecordReviewController } from './record-review/record-review.controller';
import { RecordReviewHandler } from './record-review/record-review.handler';
import { ReviewSettingsController } from './review-settings/review-settings.controller';
import { SetReviewAnonymityHandler } from './review-settings/set-review-anonymity.handler';
import { SetReviewCriteriaHandler } from './review-settings/set-review-criteria.handler';
import { DeleteReviewFilterHandler } from './saved-review-filters/delete-review-filter.handler';
import { SaveReviewFilterHandler } from './saved-review-filters/save-review-filter.handler';
import { SavedReviewFiltersController } from './saved-review-filters/saved-review-filters.controller';
import { SeasonOverviewController } from './season-overview/season-overview.controller';
import { StatisticsController } from './statistics/statistics.controller';

const httpControllers = [
  RecordReviewController,
  ReviewSettingsController,
  AssignReviewersController,
  SavedReviewFiltersController,
  PreviewDecisionsController,
  ListOutboxController,
  StatisticsController,
  SeasonOverviewController,
];
const commandHandlers = [
  RecordReviewHandler,
  AssignReviewersHandler,
  AutoAssignReviewersHandler,
  SetReviewAnonymityHandler,
  SetReviewCriteriaHandler,
  SaveReviewFilterHandler,
  DeleteReviewFilterHandler,
];

/**
 * Review of applications: reviewers' assignments, scores, notes and saved queue filters, the admins' criteria and
 * anonymity, the outbox of a bulk decision and of sent emails, and the dashboard's statistics.
 */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminReviewModule {}
