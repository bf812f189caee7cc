import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AS_OF_KINDS, type Timeline, timelineSchema } from '@portal/contracts';
import { NotFoundError } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { recordTimeline } from './record-timeline';

const timelineKind = z.enum(AS_OF_KINDS, { message: 'Choose application or user.' });
const timelineRequest = z.object({ kind: timelineKind, id: z.string().min(1).max(100) });

/** An application's or a person's history, event by event (what, who, when), for the time-travel view (admins). */
@ApiTags('admin')
@Controller('admin/timeline')
@Access('admin')
export class TimelineController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':kind/:id')
  @ApiOkResponse({
    description: '{kind, id, events: [{id, stream_id, global_position, type, actor, actor_name, recorded_at}]}',
  })
  @Contract({ params: z.object({ kind: timelineKind }), response: timelineSchema })
  async timeline(@Param('kind') kind: string, @Param('id') id: string): Promise<Timeline> {
    const request = parseInput(timelineRequest, { kind, id });
    const events = await recordTimeline(this.platform.db, request.kind, request.id);
    if (events.length === 0) throw new NotFoundError(`Nothing was recorded about this ${request.kind}.`);
    return { kind: request.kind, id: request.id, events };
  }
}
