import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Hands every request under `prefixes` to an express app of stand-ins, as it arrived: they speak the
 * providers' own protocols (form posts, redirects) through the same express code that serves them on
 * their own ports in tests. Their scope leaves the body unread, for the stand-ins' own parsers.
 * An address none of them knows gets the API's 404.
 */
export function mountExpressApp(fastify: FastifyInstance, prefixes: readonly string[], app: Express): void {
  // An express app is a node request listener that dresses the plain request and response itself.
  const listener = app as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  void fastify.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null));
    const handOver = (request: FastifyRequest, reply: FastifyReply) =>
      new Promise<void>((settled) => {
        // The stand-in answers on the node response; Fastify must not answer again.
        reply.hijack();
        reply.raw.once('close', () => settled());
        listener(request.raw, reply.raw, () => {
          reply.raw.statusCode = 404;
          reply.raw.setHeader('Content-Type', 'application/json; charset=utf-8');
          reply.raw.end(JSON.stringify({ detail: 'Not found.', code: 'not_found' }));
        });
      });
    for (const prefix of prefixes) {
      scope.all(prefix, handOver);
      scope.all(`${prefix}/*`, handOver);
    }
    done();
  });
}
