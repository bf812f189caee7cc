import {
  REVIEW_SETTINGS_STREAM,
  REVIEW_SETTINGS_STREAM_TYPE,
  type ReviewSettingsCommand,
  reviewSettingsDecider,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';

/** The programme's one review-settings stream: load, decide, append. */
export async function decideReviewSettings(platform: Platform, actor: string, command: ReviewSettingsCommand) {
  await platform.commands.execute(requestMetadata(actor), async (session) => {
    const stream = await session.load(REVIEW_SETTINGS_STREAM, reviewSettingsDecider);
    session.decide(stream, REVIEW_SETTINGS_STREAM_TYPE, command);
  });
}
