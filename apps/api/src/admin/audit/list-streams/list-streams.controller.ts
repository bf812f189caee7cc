import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type StreamSummary, streamSummarySchema } from '@portal/contracts';
import { toNumber } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';

const streamFilterSchema = z
  .object({
    stream_type: z.string().min(1).max(100).optional(),
    /** The start of a stream id (`application-`, or a whole id): stream ids hold no personal data. */
    q: z.string().min(1).max(200).optional(),
  })
  .strict();

const SORT_COLUMNS = { id: 'stream_id', stream_type: 'stream_type', version: 'version' } as const;
const STREAM_LIST = {
  filter: streamFilterSchema,
  sortFields: ['id', 'stream_type', 'version'] as ['id', 'stream_type', 'version'],
  defaultSort: ['id', 'ASC'] as ['id', 'ASC'],
};

/** The log's streams, so an auditor can find one without an event in hand (admins). */
@ApiTags('admin')
@Controller('admin/streams')
@Access('admin')
export class ListStreamsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({
    description: 'One page of streams (id, type, event count, last event time); total in `Content-Range`',
  })
  @Contract({ query: listQuerySchema(STREAM_LIST), response: z.array(streamSummarySchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<StreamSummary[]> {
    const { start, end, sortField, order, filter } = parseListQuery(query, STREAM_LIST);
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (filter.stream_type) {
      params.push(filter.stream_type);
      conditions.push(`s.stream_type = $${params.length}`);
    }
    if (filter.q) {
      // A prefix match with LIKE's own wildcards taken literally.
      params.push(`${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
      conditions.push(`s.stream_id LIKE $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const { db } = this.platform;
    const total = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM streams s ${where}`, params);
    const { rows } = await db.query<{
      stream_id: string;
      stream_type: string;
      version: number | string;
      last: Date | null;
    }>(
      `SELECT s.stream_id, s.stream_type, s.version,
              (SELECT e.recorded_at FROM events e WHERE e.stream_id = s.stream_id
                ORDER BY e.stream_position DESC LIMIT 1) AS last
         FROM streams s ${where}
        ORDER BY s.${SORT_COLUMNS[sortField]} ${order}, s.stream_id
        LIMIT ${end - start + 1} OFFSET ${start}`,
      params,
    );
    setContentRange(response, 'streams', start, rows.length, toNumber(total.rows[0].n));
    return rows.map((row) => ({
      id: row.stream_id,
      stream_type: row.stream_type,
      version: Number(row.version),
      last_recorded_at: row.last ? new Date(row.last).toISOString() : null,
    }));
  }
}
