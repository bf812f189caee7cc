import type { PaymentSessionRequest } from '@portal/contracts';

export class CreatePaymentSessionCommand {
  constructor(
    readonly userId: string,
    readonly request: PaymentSessionRequest,
    /** The portal's origin: the only place Stripe may send the browser back to. */
    readonly origin: string,
  ) {}
}
