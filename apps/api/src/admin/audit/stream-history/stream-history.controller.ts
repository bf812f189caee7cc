import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type StreamHistory, streamHistorySchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { STORED_EVENT_COLUMNS, type StoredEventRow, toAuditEvents } from '../../../audit/shared/audit-event';
import { instantParam } from '../../../audit/shared/audit-params';

const historyQuery = z.object({ as_of: instantParam.optional() });

/** Every event of one stream in order (up to `as_of` when given), for the stream history view (admins). */
@ApiTags('admin')
@Controller('admin/streams')
@Access('admin')
export class StreamHistoryController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':id')
  @ApiOkResponse({ description: '{id, stream_type, version, events}; `version` counts every event of the stream' })
  @Contract({ query: historyQuery, response: streamHistorySchema })
  async history(@Param('id') id: string, @Query() query: unknown): Promise<StreamHistory> {
    const { as_of: asOf } = parseInput(historyQuery, query);
    const { db, store } = this.platform;
    const { rows: streams } = await db.query<{ stream_type: string; version: number | string }>(
      'SELECT stream_type, version FROM streams WHERE stream_id = $1',
      [id],
    );
    if (!streams[0]) throw new NotFoundException();
    const { rows } = await db.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM events
        WHERE stream_id = $1 AND ($2::timestamptz IS NULL OR recorded_at <= $2::timestamptz)
        ORDER BY stream_position`,
      [id, asOf ?? null],
    );
    return {
      id,
      stream_type: streams[0].stream_type,
      version: Number(streams[0].version),
      events: await toAuditEvents(db, store.vault, rows),
    };
  }
}
