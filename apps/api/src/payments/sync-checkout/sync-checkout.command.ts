/**
 * Ask Stripe about one Checkout Session the portal opened and record its payment if it is paid:
 * `userId` is the applicant returning from checkout (who must own it), null for the reconciliation.
 */
export class SyncCheckoutCommand {
  constructor(
    readonly sessionId: string,
    readonly userId: string | null,
  ) {}
}
