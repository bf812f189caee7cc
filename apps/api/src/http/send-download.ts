import type { FileDownload } from '@portal/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a stored file with its type, length and ETag, or a 304 when the browser already holds these
 * exact bytes (If-None-Match). `cacheControl` says how long, and by whom, it may be kept.
 */
export async function sendDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileDownload,
  headers: { cacheControl: string; disposition?: string },
): Promise<void> {
  reply.header('Cache-Control', headers.cacheControl);
  reply.header('ETag', file.etag);
  const held = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.includes(file.etag) || held?.includes('*')) {
    file.body.destroy();
    await reply.code(304).send();
    return;
  }
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Length', String(file.size));
  if (headers.disposition) reply.header('Content-Disposition', headers.disposition);
  // Fastify pipes the stream and destroys it if the client goes away.
  await reply.send(file.body);
}
