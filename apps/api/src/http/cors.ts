import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** @fastify/cors's options, as Nest's adapter takes them (the package comes with the adapter). */
type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * CORS for the origins `CORS_ORIGINS` names (a browser-based tool elsewhere calling the API), none
 * for any other: an origin not listed gets no CORS header at all, and its preflight falls through to
 * the router as before. Credentials are not allowed: such a tool sends its token in `Authorization`,
 * and a staff member's session cookie must not ride along on another site's requests.
 */
export function corsOptions(origins: ReadonlyArray<string>): CorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // ra-data-simple-rest reads a list's total from Content-Range.
    exposedHeaders: ['Content-Range', 'Content-Disposition'],
    credentials: false,
    maxAge: 600,
  };
}
