import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_NONCE_PLACEHOLDER, cspNonceOf } from './http/security-headers';

const REPO_ROOT = join(__dirname, '..', '..', '..');
export const APPLICANT_DIST = join(REPO_ROOT, 'web-applicant', 'dist');
export const ADMIN_DIST = join(REPO_ROOT, 'web-admin', 'dist');

export interface WebAppOptions {
  /**
   * The one loopback origin pages are served on when no PUBLIC_URL is set (`http://localhost:PORT`,
   * the emails' links): a page asked for on another loopback name is sent there (issue 57). The
   * session lives in the origin's storage, so on `127.0.0.1` a person signed in on `localhost` is a
   * stranger, and an email's link, written for `localhost`, showed them the sign-in form.
   */
  canonicalOrigin?: string;
}

/** Another name of this machine than the canonical origin's: `127.0.0.1`, any `127.x`, `[::1]`. */
const isLoopbackAlias = (hostname: string) => hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** A year, as the hashed bundles under assets/ never change under their names. */
const IMMUTABLE = { immutable: true, maxAge: '1y', cacheControl: true } as const;

/**
 * Serves the staff app under /admin and the applicant app at /, each falling back to its index.html
 * so client-side routes load. /api and /demo are never caught by these fallbacks: an unknown address
 * there gets the API's 404.
 */
export async function serveWebApps(fastify: FastifyInstance, { canonicalOrigin }: WebAppOptions = {}): Promise<void> {
  for (const dist of [APPLICANT_DIST, ADMIN_DIST]) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  }
  const apps = {
    admin: { root: ADMIN_DIST, page: readFileSync(join(ADMIN_DIST, 'index.html'), 'utf8'), files: filesIn(ADMIN_DIST) },
    applicant: {
      root: APPLICANT_DIST,
      page: readFileSync(join(APPLICANT_DIST, 'index.html'), 'utf8'),
      files: filesIn(APPLICANT_DIST),
    },
  };
  // Only sendFile: the route below decides what is a file. The applicant build writes `<asset>.br` at
  // brotli's highest level, smaller than what compression can afford per request; a browser that
  // accepts brotli gets that file.
  await fastify.register(fastifyStatic, { root: APPLICANT_DIST, serve: false, preCompressed: true, index: false });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodedPath(request.url);
    if (path === null || isOutside(path)) {
      reply.callNotFound();
      return reply;
    }
    const isAdmin = path === '/admin' || path.startsWith('/admin/');
    const app = isAdmin ? apps.admin : apps.applicant;
    const file = isAdmin ? path.slice('/admin/'.length) : path.slice(1);
    if (app.files.has(file)) {
      return reply.sendFile(file, app.root, file.startsWith('assets/') ? IMMUTABLE : { cacheControl: true });
    }
    const moved = canonicalOrigin && pageMovedTo(canonicalOrigin, request);
    if (moved) return reply.redirect(moved, 302);
    // Each answer gets the nonce of its own Content-Security-Policy, so the page is written per request.
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(app.page.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(reply)));
  };
  fastify.get('/', answer);
  fastify.get('/*', answer);
}

/** Every file of a build by its path from the build's root, but index.html: that is always the page. */
function filesIn(root: string): Set<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.br'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
  return new Set(files.filter((file) => file !== 'index.html'));
}

/** Where a page asked for on a loopback alias of the canonical origin, same port, is served instead. */
function pageMovedTo(canonicalOrigin: string, request: FastifyRequest): string | null {
  const canonical = new URL(canonicalOrigin);
  const asked = new URL(`http://${request.headers.host ?? canonical.host}`);
  if (asked.port !== canonical.port || asked.hostname === canonical.hostname) return null;
  return isLoopbackAlias(asked.hostname) ? new URL(request.url, canonical).href : null;
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '/');
  } catch {
    return null;
  }
}

/** The API and the provider stand-ins answer their own unknown addresses with a 404, never a page. */
const isOutside = (path: string) => /^\/(api|demo)(\/|$)/.test(path);
