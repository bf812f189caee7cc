import { createHash } from 'node:crypto';
import { MESSAGES } from '@portal/contracts';
import type { TokenKind } from '@portal/domain';
import type { EmailedTokens, TokenReference } from '../identity/emailed-tokens';
import type { Config } from '../platform/config';

/** A short link an email carries: `/sign-in?uid=` resolves `uid` to `route` (GET /api/redirect/get/{uid}/). */
export interface RedirectLink {
  uid: string;
  route: string;
}

/** The portal's own origin for links in emails, without a trailing slash. */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** The links of one email (one job): pages of the portal, single-use token links and short sign-in links. */
export class PortalLinks {
  constructor(
    private readonly origin: string,
    private readonly tokens: Pick<EmailedTokens, 'issue'>,
    private readonly jobId: string,
  ) {}

  page(path: string): string {
    return `${this.origin}${path}`;
  }

  withToken(path: string, kind: TokenKind, reference: TokenReference): string {
    return `${this.origin}${path}?token=${encodeURIComponent(this.tokens.issue(kind, reference))}`;
  }

  /**
   * The uid is derived from the job id rather than drawn at random: if a worker dies after the SMTP
   * server took the message but before the send was recorded, the second copy carries the same link,
   * and the one recorded is the one both emails hold. It only ever resolves to a route, never to data.
   */
  signInThenGo(route: string): { url: string; link: RedirectLink } {
    const uid = createHash('sha256').update(`redirect|${this.jobId}|${route}`).digest('base64url').slice(0, 22);
    return { url: `${this.origin}/sign-in?uid=${uid}`, link: { uid, route } };
  }
}

/**
 * The links of an email as staff preview it: every page and short link as sent, but a token's place
 * masked. A token re-drafted from its event is the one the recipient got (tokens are derived, not
 * stored), so a preview with it would hand staff a working reset or verification link.
 */
export const previewLinks = (origin: string, jobId: string): PortalLinks =>
  new PortalLinks(origin, { issue: () => MESSAGES.tokenHiddenInPreview }, jobId);
