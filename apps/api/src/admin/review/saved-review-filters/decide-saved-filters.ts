import {
  SAVED_REVIEW_FILTERS_STREAM_TYPE,
  type SavedReviewFiltersCommand,
  savedReviewFiltersDecider,
  savedReviewFiltersStreamId,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** The reviewer's own filters stream: load, decide, append. */
export async function decideSavedFilters(platform: Platform, command: SavedReviewFiltersCommand): Promise<void> {
  await platform.commands.execute(requestMetadata(command.reviewerId), async (session) => {
    const stream = await session.load(savedReviewFiltersStreamId(command.reviewerId), savedReviewFiltersDecider);
    session.decide(stream, SAVED_REVIEW_FILTERS_STREAM_TYPE, command);
  });
}
