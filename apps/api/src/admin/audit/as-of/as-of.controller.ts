import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AS_OF_KINDS, type AsOfView, asOfViewSchema } from '@portal/contracts';
import { NotFoundError } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { instantParam } from '../../../audit/shared/audit-params';
import { foldAsOf } from './fold-as-of';

const asOfKind = z.enum(AS_OF_KINDS, { message: 'Choose application or user.' });
const asOfRequest = z.object({ kind: asOfKind, id: z.string().min(1).max(100), at: instantParam });

/** An application or a person (account and profile) as it stood at a chosen moment (admins). */
@ApiTags('admin')
@Controller('admin/as-of')
@Access('admin')
export class AsOfController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get(':kind/:id')
  @ApiOkResponse({ description: '{kind, id, at, events, last_event_at, state}' })
  @Contract({ params: z.object({ kind: asOfKind }), query: z.object({ at: instantParam }), response: asOfViewSchema })
  async asOf(@Param('kind') kind: string, @Param('id') id: string, @Query() query: unknown): Promise<AsOfView> {
    const request = parseInput(asOfRequest, { kind, id, at: (query as { at?: unknown }).at });
    const view = await foldAsOf(this.platform.store, request.kind, request.id, new Date(request.at));
    if (!view) throw new NotFoundError(`Nothing was recorded about this ${request.kind} by that time.`);
    return view;
  }
}
