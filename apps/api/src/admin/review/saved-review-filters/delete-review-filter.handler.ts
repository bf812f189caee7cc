import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideSavedFilters } from './decide-saved-filters';
import { DeleteReviewFilterCommand } from './delete-review-filter.command';

@CommandHandler(DeleteReviewFilterCommand)
export class DeleteReviewFilterHandler implements ICommandHandler<DeleteReviewFilterCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ reviewerId, filterId }: DeleteReviewFilterCommand): Promise<void> {
    return decideSavedFilters(this.platform, { type: 'DeleteReviewFilter', reviewerId, filterId, now: new Date() });
  }
}
