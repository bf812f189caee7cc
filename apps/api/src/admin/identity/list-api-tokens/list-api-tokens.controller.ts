import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ApiTokenView, apiTokenSchema } from '@portal/contracts';
import { listApiTokens } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { setContentRange } from '../../shared/ra-list-query';
import { apiTokenView } from './api-token-view';

/** Every API token, revoked ones too (their history names them), never a secret; the count in `Content-Range`. */
@ApiTags('admin')
@Controller('admin/api-tokens')
@Access('admin')
export class ListApiTokensController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'Every token, the newest first, without secrets' })
  @Contract({ response: z.array(apiTokenSchema), headers: CONTENT_RANGE })
  async list(@Res({ passthrough: true }) response: FastifyReply): Promise<ApiTokenView[]> {
    const rows = (await listApiTokens(this.platform.db)).map(apiTokenView);
    setContentRange(response, 'api-tokens', 0, rows.length, rows.length);
    return rows;
  }
}
