import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../../platform/platform.module';
import { decideSavedFilters } from './decide-saved-filters';
import { SaveReviewFilterCommand } from './save-review-filter.command';

@CommandHandler(SaveReviewFilterCommand)
export class SaveReviewFilterHandler implements ICommandHandler<SaveReviewFilterCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  execute({ reviewerId, name, filter }: SaveReviewFilterCommand): Promise<void> {
    return decideSavedFilters(this.platform, {
      type: 'SaveReviewFilter',
      reviewerId,
      filterId: randomUUID(),
      name,
      filter,
      now: new Date(),
    });
  }
}
