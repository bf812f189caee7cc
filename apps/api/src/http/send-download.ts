import { pipeline } from 'node:stream/promises';
import type { FileDownload } from '@portal/platform';
import type { Request, Response } from 'express';

/**
 * Sends a stored file with its type, length and ETag, or a 304 when the browser already holds these
 * exact bytes (If-None-Match). `cacheControl` says how long, and by whom, it may be kept.
 */
export async function sendDownload(
  request: Request,
  response: Response,
  file: FileDownload,
  headers: { cacheControl: string; disposition?: string },
): Promise<void> {
  response.setHeader('Cache-Control', headers.cacheControl);
  response.setHeader('ETag', file.etag);
  const held = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.includes(file.etag) || held?.includes('*')) {
    file.body.destroy();
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', String(file.size));
  if (headers.disposition) response.setHeader('Content-Disposition', headers.disposition);
  await pipeline(file.body, response);
}
