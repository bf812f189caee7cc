import { Command } from '@nestjs/cqrs';

export interface RotatedSecret {
  id: string;
  secret: string;
  previous_secret_expires_at: string;
}

/** An admin replaces an endpoint's signing secret; the old one keeps signing beside it for a while. */
export class RotateWebhookSecretCommand extends Command<RotatedSecret> {
  constructor(
    readonly actor: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
