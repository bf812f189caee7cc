import type { CheckoutConfirmation } from '@portal/contracts';
import { api } from '@/lib/api-client';

/**
 * Back from the hosted checkout: the portal asks the provider about the session and records a paid
 * one at once, so the payment never waits on (or depends on) the provider's webhook.
 */
export const confirmCheckout = (sessionId: string) =>
  api.post<CheckoutConfirmation>(`/payments/session/${encodeURIComponent(sessionId)}/confirm/`, {});
