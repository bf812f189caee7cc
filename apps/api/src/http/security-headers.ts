import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '@portal/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { AUTHORIZE_PAGE_STYLE } from '../demo-providers/authorize-page';
import { CHECKOUT_PAGE_STYLE } from '../demo-providers/stripe/checkout-page';

/** What the web apps' built index.html carries where the request's nonce goes (their vite.config.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The nonce this response's Content-Security-Policy admits, for a page that writes it into its `<style>`s. */
export const cspNonceOf = (response: Response): string => response.locals.cspNonce as string;

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
/** The stand-in pages' fixed style blocks, admitted by their hashes rather than a nonce. */
const STAND_IN_STYLES = [AUTHORIZE_PAGE_STYLE, CHECKOUT_PAGE_STYLE].map(styleHash);

/** Swagger UI's page (`/api/docs`) has inline style blocks of its own; it still runs no inline script. */
const isApiDocs = (request: IncomingMessage) => /^\/api\/docs(\/|$|-json|-yaml)/.test(request.url ?? '');

/**
 * The headers every response carries. The sign-in token lives in localStorage, so the strict policy is
 * what keeps an injected script from becoming an account theft: scripts only from the portal's own
 * origin and never inline; styles from the origin, or inline only with this response's nonce (MUI's
 * run-time styles carry it). No page may be framed. HSTS and upgrade-insecure-requests only when the
 * portal is served over https (a plain-http demo on localhost would otherwise lock itself out).
 */
export function securityHeaders(config: Pick<Config, 'PUBLIC_URL'>): RequestHandler[] {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const nonce: RequestHandler = (_request: Request, response: Response, next: NextFunction) => {
    response.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  // One value, not three: a browser ignores 'unsafe-inline' wherever a nonce or a hash is listed beside it.
  const inlineStyles = (request: IncomingMessage, response: ServerResponse) =>
    isApiDocs(request)
      ? "'unsafe-inline'"
      : [`'nonce-${(response as Response).locals.cspNonce as string}'`, ...STAND_IN_STYLES].join(' ');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", inlineStyles],
        // blob: for the preview of a picked profile image before it is uploaded.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  return [nonce, headers];
}
