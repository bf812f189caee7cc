import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookEndpointDecider, webhookEndpointStreamId } from '@portal/domain';
import { type Platform, rotateEndpointSecret } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RotateWebhookSecretCommand, type RotatedSecret } from './rotate-webhook-secret.command';

/**
 * Records `WebhookSecretRotated` on the endpoint's stream and, in the same transaction, swaps the
 * secrets in the endpoint's row (secrets never enter the log): both commit or neither.
 */
@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand, RotatedSecret> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, endpointId }: RotateWebhookSecretCommand): Promise<RotatedSecret> {
    const now = new Date();
    const { result } = await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(webhookEndpointStreamId(endpointId), webhookEndpointDecider);
      const { events } = session.decide(stream, 'webhook-endpoint', { type: 'RotateWebhookSecret', endpointId, now });
      const until = events[0].data.previousValidUntil;
      const rotated = await rotateEndpointSecret(session.tx, endpointId, new Date(until));
      if (!rotated) throw new NotFoundException();
      return { id: endpointId, secret: rotated.secret, previous_secret_expires_at: until };
    });
    return result;
  }
}
