import type { FastifyReply, FastifyRequest } from 'fastify';

/** A path segment that decodes to text PostgreSQL and every route can take: valid UTF-8, no NUL byte. */
function decodesCleanly(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\u0000');
  } catch {
    return false;
  }
}

/** The answer to an address no route can take, in the error format of docs/architecture.md §4.2. */
export function refuseMalformedPath(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ detail: 'The address is malformed.', code: 'invalid' });
}

/**
 * Refuses a path with a NUL byte or invalid UTF-8 in it before any route sees it: a query would pass
 * the NUL to PostgreSQL, which refuses it with a server error. (The router refuses what it cannot
 * decode at all through `refuseMalformedPath` too, as its `frameworkErrors`.)
 */
export function rejectMalformedPaths(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.split('/').every(decodesCleanly)) {
    done();
    return;
  }
  refuseMalformedPath(reply);
}
