import { Module } from '@nestjs/common';
import { FeedController } from './feed/feed.controller';
import { WebhookDeliveriesController } from './endpoints/webhook-deliveries.controller';
import { WebhookEndpointsController } from './endpoints/webhook-endpoints.controller';

const httpControllers = [FeedController, WebhookEndpointsController, WebhookDeliveriesController];

/** The portal's events for the outside world: the pull feed and signed webhooks (admins). */
@Module({ controllers: httpControllers })
export class AdminWebhooksModule {}
