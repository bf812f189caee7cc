import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type FeedPage, WEBHOOK_MESSAGES, feedPageSchema, feedQuerySchema } from '@portal/contracts';
import { RefusedError, formatPosition, isPastHead, parsePosition, toPublicEvent } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';

/**
 * `GET /api/admin/feed/?after=&limit=`: the global log for integrators who pull, in the shape webhooks
 * deliver, ids and statuses only. Read with the store's committed-only reader (docs/architecture.md §3), so a
 * reader that follows `next` sees every event exactly once, even one that committed late.
 */
@ApiTags('admin')
@Controller('admin/feed')
@Access('admin')
@TokenScope('feed:read')
export class FeedController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'The events after `after`, in global order, and the position to continue from' })
  @ApiBadRequestResponse({ description: '`after` is past the newest event (never issued): code `cursor_past_head`' })
  @Contract({ query: feedQuerySchema, response: feedPageSchema })
  async page(@Query() query: unknown): Promise<FeedPage> {
    const { after, limit } = parseInput(feedQuerySchema, query);
    const cursor = parsePosition(after);
    const events = await this.platform.store.readAll(cursor, limit);
    // An empty page is the head, unless the cursor was never issued: then it would stay empty forever.
    if (events.length === 0 && isPastHead(cursor, await this.platform.store.headPosition()))
      throw new RefusedError('cursor_past_head', WEBHOOK_MESSAGES.cursorPastHead);
    const last = events.at(-1);
    return {
      results: events.map((event) => toPublicEvent(event, { personalData: false })),
      next: last ? formatPosition(last.transactionId, last.globalPosition) : after,
    };
  }
}
