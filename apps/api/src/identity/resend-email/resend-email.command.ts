import type { TokenType } from '@portal/contracts';

export class ResendEmailCommand {
  constructor(
    readonly tokenType: TokenType,
    /** The expired link's token: it only has to be genuine, not still valid. */
    readonly token: string,
    /** The client's address, for the limit per address. */
    readonly address: string,
  ) {}
}
