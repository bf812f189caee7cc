import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type Platform,
  WEBHOOKS_CHANNEL,
  type WebhookDelivery,
  findEndpoint,
  listDeliveries,
  queuePing,
  redeliver,
} from '@portal/platform';
import { webhookDeliverySchema } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { isEndpointId } from './endpoint-input';

const DELIVERY_LIST = {
  filter: z.object({}),
  sortFields: ['id'] as ['id'],
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
};

/** An endpoint's deliveries: the queue and its history, a test ping, and sending one again. */
@ApiTags('admin')
@Controller('admin/webhooks/:id')
@Access('admin')
@TokenScope('webhooks:manage')
export class WebhookDeliveriesController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('deliveries')
  @ApiOkResponse({
    description:
      'Deliveries newest first (event, attempts, last status code, next attempt); the total is in `Content-Range`',
  })
  @Contract({ query: listQuerySchema(DELIVERY_LIST), response: z.array(webhookDeliverySchema), headers: CONTENT_RANGE })
  async list(
    @Param('id') id: string,
    @Query() query: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<WebhookDelivery[]> {
    await this.endpoint(id);
    const page = parseListQuery(query, DELIVERY_LIST);
    const { rows, total } = await listDeliveries(this.platform.db, id, page);
    setContentRange(response, 'deliveries', page.start, rows.length, total);
    return rows;
  }

  @Post('test')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'A ping is queued behind what the endpoint already has queued' })
  @Contract({ body: z.object({}), response: webhookDeliverySchema })
  async test(@Param('id') id: string): Promise<WebhookDelivery> {
    await this.endpoint(id);
    return this.platform.db.transaction(async (tx) => {
      const delivery = await queuePing(tx, id);
      this.platform.db.notifyOnCommit(tx, WEBHOOKS_CHANNEL);
      return delivery;
    });
  }

  @Post('deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The delivery is pending again, due now, with the same Portal-Event-Id' })
  @Contract({ body: z.object({}), response: webhookDeliverySchema })
  async redeliver(@Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDelivery> {
    await this.endpoint(id);
    if (!/^\d{1,15}$/.test(deliveryId)) throw new NotFoundException();
    const delivery = await this.platform.db.transaction(async (tx) => {
      const again = await redeliver(tx, id, Number(deliveryId));
      if (again) this.platform.db.notifyOnCommit(tx, WEBHOOKS_CHANNEL);
      return again;
    });
    if (!delivery) throw new NotFoundException();
    return delivery;
  }

  private async endpoint(id: string): Promise<void> {
    if (!isEndpointId(id) || !(await findEndpoint(this.platform.db, id))) throw new NotFoundException();
  }
}
