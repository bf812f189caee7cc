import { Command } from '@nestjs/cqrs';

/** An admin creates a named API token with its scopes and expiry; the handler answers its id. */
export class CreateApiTokenCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly tokenId: string,
    readonly tokenHash: string,
    readonly name: string,
    readonly scopes: string[],
    readonly expiresAt: Date,
  ) {
    super();
  }
}
