import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  webhookEndpointCreateSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEventTypesSchema,
} from '@portal/contracts';
import { WEBHOOK_EVENT_TYPES } from '@portal/domain';
import {
  type Platform,
  type WebhookEndpoint,
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  updateEndpoint,
} from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { setContentRange } from '../../shared/ra-list-query';
import { checkEndpointInput, isEndpointId } from './endpoint-input';

/** Admins manage webhook endpoints (docs/architecture.md §8); the secret is shown once, in the creation's answer. */
@ApiTags('admin')
@Controller('admin/webhooks')
@Access('admin')
@TokenScope('webhooks:manage')
export class WebhookEndpointsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post()
  @ApiCreatedResponse({ description: 'The new endpoint id and its signing secret (shown this once)' })
  @Contract({ body: webhookEndpointCreateSchema, response: webhookEndpointCreatedSchema })
  async create(@Body() body: unknown): Promise<{ id: string; secret: string }> {
    const input = parseInput(webhookEndpointCreateSchema, body);
    await checkEndpointInput(this.platform.config, input);
    return createEndpoint(this.platform.db, input);
  }

  @Get()
  @ApiOkResponse({ description: 'Every endpoint (without secrets); the count is in `Content-Range`' })
  @Contract({ response: z.array(webhookEndpointSchema), headers: CONTENT_RANGE })
  async list(@Res({ passthrough: true }) response: FastifyReply): Promise<WebhookEndpoint[]> {
    const rows = await listEndpoints(this.platform.db);
    setContentRange(response, 'webhooks', 0, rows.length, rows.length);
    return rows;
  }

  @Get('event-types')
  @ApiOkResponse({ description: 'The event types an endpoint may subscribe to' })
  @Contract({ response: webhookEventTypesSchema })
  eventTypes(): { results: ReadonlyArray<string> } {
    return { results: WEBHOOK_EVENT_TYPES };
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One endpoint, without its secret' })
  @Contract({ response: webhookEndpointSchema })
  async show(@Param('id') id: string): Promise<WebhookEndpoint> {
    return this.found(isEndpointId(id) ? await findEndpoint(this.platform.db, id) : null);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The endpoint as changed' })
  @Contract({ body: webhookEndpointUpdateSchema, response: webhookEndpointSchema })
  async update(@Param('id') id: string, @Body() body: unknown): Promise<WebhookEndpoint> {
    if (!isEndpointId(id) || !(await findEndpoint(this.platform.db, id))) throw new NotFoundException();
    const change = parseInput(webhookEndpointUpdateSchema, body);
    await checkEndpointInput(this.platform.config, change);
    return this.found(await updateEndpoint(this.platform.db, id, change));
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The endpoint as it was; its queued deliveries are dropped' })
  @Contract({ response: webhookEndpointSchema })
  async remove(@Param('id') id: string): Promise<WebhookEndpoint> {
    const endpoint = this.found(isEndpointId(id) ? await findEndpoint(this.platform.db, id) : null);
    await deleteEndpoint(this.platform.db, id);
    return endpoint;
  }

  private found<T>(value: T | null): T {
    if (value === null) throw new NotFoundException();
    return value;
  }
}
