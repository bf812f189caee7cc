import { MESSAGES } from '@portal/contracts';
import { DomainError } from '@portal/domain';

/**
 * The portal's own origin: PUBLIC_URL when configured (a request's Host header is the client's to
 * choose), otherwise the origin the request came in on, as in the embedded default.
 */
export function portalOrigin(publicUrl: string | undefined, requestOrigin: string): string {
  return new URL(publicUrl ?? requestOrigin).origin;
}

/**
 * Stripe sends the browser back to these addresses after checkout; one on another site would make the
 * portal's checkout an open redirect, so only the portal's own pages are accepted.
 */
export function checkReturnUrl(field: 'success_url' | 'cancel_url', value: string, origin: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError('invalid', MESSAGES.enterValidUrl, field);
  }
  if (url.origin !== origin || url.username || url.password)
    throw new DomainError('invalid', MESSAGES.returnUrlNotOnPortal, field);
}
