export class StripeWebhookCommand {
  constructor(
    /** The exact bytes received: the signature is over them. */
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {}
}
