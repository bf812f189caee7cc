import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FeedController } from './feed/feed.controller';
import { WebhookDeliveriesController } from './endpoints/webhook-deliveries.controller';
import { WebhookEndpointsController } from './endpoints/webhook-endpoints.controller';
import { RotateWebhookSecretController } from './rotate-secret/rotate-webhook-secret.controller';
import { RotateWebhookSecretHandler } from './rotate-secret/rotate-webhook-secret.handler';

const httpControllers = [
  FeedController,
  WebhookEndpointsController,
  WebhookDeliveriesController,
  RotateWebhookSecretController,
];
const commandHandlers = [RotateWebhookSecretHandler];

/** The portal's events for the outside world: the pull feed and signed webhooks (admins). */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminWebhooksModule {}
