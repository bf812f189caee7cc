import { Command } from '@nestjs/cqrs';

/** An admin revokes an API token: it stops working as the revocation commits. */
export class RevokeApiTokenCommand extends Command<void> {
  constructor(
    readonly actor: string,
    readonly tokenId: string,
  ) {
    super();
  }
}
