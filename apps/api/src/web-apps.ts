import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { CSP_NONCE_PLACEHOLDER, cspNonceOf } from './http/security-headers';

const REPO_ROOT = join(__dirname, '..', '..', '..');
export const APPLICANT_DIST = join(REPO_ROOT, 'web-applicant', 'dist');
export const ADMIN_DIST = join(REPO_ROOT, 'web-admin', 'dist');

/**
 * Serves the staff app under /admin and the applicant app at /, each falling back to its index.html
 * so client-side routes load. /api and /demo are never caught by these fallbacks.
 */
export function serveWebApps(app: Express): void {
  for (const dist of [APPLICANT_DIST, ADMIN_DIST]) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  }
  const pages = {
    admin: readFileSync(join(ADMIN_DIST, 'index.html'), 'utf8'),
    applicant: readFileSync(join(APPLICANT_DIST, 'index.html'), 'utf8'),
  };
  // Each answer gets the nonce of its own Content-Security-Policy, so the page is written per request.
  const sendPage = (request: Request, response: Response) => {
    const isAdmin = request.path === '/admin' || request.path.startsWith('/admin/');
    response.setHeader('Cache-Control', 'no-cache');
    response
      .type('html')
      .send(pages[isAdmin ? 'admin' : 'applicant'].replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(response)));
  };
  // Asked for by name, index.html is still the page with this request's nonce, never the template.
  app.get(['/index.html', '/admin/index.html'], sendPage);
  const longCache = { immutable: true, maxAge: '1y', index: false } as const;
  app.use('/admin/assets', express.static(join(ADMIN_DIST, 'assets'), longCache));
  app.use('/admin', express.static(ADMIN_DIST, { index: false }));
  app.use('/assets', brotliAssets(join(APPLICANT_DIST, 'assets')));
  app.use('/assets', express.static(join(APPLICANT_DIST, 'assets'), longCache));
  app.use(express.static(APPLICANT_DIST, { index: false }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    if (request.path === '/api' || request.path.startsWith('/api/')) {
      next();
      return;
    }
    // The provider stand-ins live under /demo; an unknown path there is a 404, not the applicant app.
    if (request.path === '/demo' || request.path.startsWith('/demo/')) {
      next();
      return;
    }
    sendPage(request, response);
  });
}

/**
 * The applicant build writes `<asset>.br` at brotli's highest level, smaller than what the compression
 * middleware can afford per request: a browser that accepts brotli gets that file. Only files listed
 * at startup are looked up, so a request path never reaches the file system.
 */
function brotliAssets(dir: string): RequestHandler {
  const compressed = new Set(readdirSync(dir).filter((file) => file.endsWith('.br')));
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    const file = `${request.path.slice(1)}.br`;
    if (!compressed.has(file)) {
      next();
      return;
    }
    response.vary('Accept-Encoding');
    if (request.acceptsEncodings('br', 'identity') !== 'br') {
      next();
      return;
    }
    response.type(extname(request.path));
    response.sendFile(
      join(dir, file),
      { headers: { 'Content-Encoding': 'br' }, immutable: true, maxAge: '1y' },
      (error) => error && next(error),
    );
  };
}
