import { MESSAGES } from '@portal/contracts';
import { DomainError } from '@portal/domain';
import { type Config, publicUrl } from '@portal/platform';

/** The names one machine answers to on its loopback interface. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins of the portal's own pages, from the configuration only: a request's Host header is the
 * client's to choose, so it never counts. PUBLIC_URL's origin when set; unset, the embedded default
 * `http://localhost:PORT` under each loopback name, since a person on one machine may have opened
 * `127.0.0.1` as well as `localhost`, and both are that machine's portal.
 */
export function portalOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string[] {
  const origin = new URL(publicUrl(config)).origin;
  if (config.PUBLIC_URL) return [origin];
  return LOOPBACK_NAMES.map((name) => `http://${name}:${config.PORT}`);
}

/**
 * Stripe sends the browser back to these addresses after checkout; one on another site would make the
 * portal's checkout an open redirect, so only the portal's own pages are accepted.
 */
export function checkReturnUrl(field: 'success_url' | 'cancel_url', value: string, origins: string[]): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError('invalid', MESSAGES.enterValidUrl, field);
  }
  if (!origins.includes(url.origin) || url.username || url.password)
    throw new DomainError('invalid', MESSAGES.returnUrlNotOnPortal, field);
}
