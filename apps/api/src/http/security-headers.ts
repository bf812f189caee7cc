import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Config } from '@portal/platform';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';

/** What the web apps' built index.html carries where the request's nonce goes (their vite.config.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Each page response's nonce, drawn as its request arrives; kept by the node response it belongs to. */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce this response's Content-Security-Policy admits, for a page that writes it into its `<style>`s. */
export const cspNonceOf = (reply: FastifyReply): string => nonces.get(reply.raw) ?? '';

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** Swagger UI's page (`/api/docs`) has inline style blocks of its own; it still runs no inline script. */
const isApiDocs = (url: string) => /^\/api\/docs(\/|$|-json|-yaml)/.test(url);
/** The API's JSON answers: no page, so no style of theirs needs admitting and no nonce needs drawing. */
const isApiData = (url: string) => /^\/api(\/|$|\?)/.test(url) && !isApiDocs(url);

/**
 * The headers every response carries. The sign-in token lives in localStorage, so the strict policy is
 * what keeps an injected script from becoming an account theft: scripts only from the portal's own
 * origin and never inline; styles from the origin, or inline only with this response's nonce (MUI's
 * run-time styles carry it). No page may be framed. HSTS and upgrade-insecure-requests only when the
 * portal is served over https (a plain-http demo on localhost would otherwise lock itself out).
 * The API's JSON answers carry the same policy with no inline style at all. Their headers never vary,
 * so helmet writes them once at start and each answer gets the copy: drawing a nonce, and helmet's
 * dozen middlewares per request, cost an anonymous catalogue read a seventh of its throughput.
 */
export function securityHeaders(
  config: Pick<Config, 'PUBLIC_URL'>,
  /** The fixed style blocks of the pages the composition root serves beside the apps (the stand-ins'). */
  pageStyles: readonly string[],
): onRequestHookHandler {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  // Admitted by their hashes rather than a nonce: those pages are written once, not per response.
  const fixedStyles = pageStyles.map(styleHash);
  // One value, not three: a browser ignores 'unsafe-inline' wherever a nonce or a hash is listed beside it.
  const inlineStyles = (request: IncomingMessage, response: ServerResponse) =>
    isApiDocs(request.url ?? '')
      ? "'unsafe-inline'"
      : [`'nonce-${nonces.get(response) ?? ''}'`, ...fixedStyles].join(' ');
  const withStyles = (styleSrc: Array<string | typeof inlineStyles>) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc,
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
  const pageHeaders = withStyles(["'self'", inlineStyles]);
  const dataHeaders = headersWrittenBy(withStyles(["'self'"]));
  // Set on the node response, not Fastify's reply: the stand-ins' pages, which answer on the node
  // response directly, carry them too, and Fastify's own answers merge them in as they are written.
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (isApiData(request.url)) {
      for (const [name, value] of dataHeaders) reply.raw.setHeader(name, value);
      done();
      return;
    }
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  };
}

/** The headers a middleware that never looks at its request sets, as it sets them on a response. */
function headersWrittenBy(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  const pass = { done: false };
  middleware(request, response, () => {
    pass.done = true;
  });
  if (!pass.done) throw new Error('the security headers did not come out in one synchronous pass');
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}
