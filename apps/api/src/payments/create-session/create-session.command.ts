import type { PaymentSessionRequest } from '@portal/contracts';

export class CreatePaymentSessionCommand {
  constructor(
    readonly userId: string,
    readonly request: PaymentSessionRequest,
    /** The portal's origins: the only places Stripe may send the browser back to. */
    readonly origins: string[],
  ) {}
}
