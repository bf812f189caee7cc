import type { NextFunction, Request, Response } from 'express';

/** A path segment that decodes to text PostgreSQL and every route can take: valid UTF-8, no NUL byte. */
function decodesCleanly(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * Refuses a path with a NUL byte or invalid UTF-8 in it before any route sees it: the router would
 * fail to decode it, or a query would pass the NUL to PostgreSQL, which refuses it with a server error.
 */
export function rejectMalformedPaths(request: Request, response: Response, next: NextFunction): void {
  const path = request.originalUrl.split('?', 1)[0] ?? '';
  if (path.split('/').every(decodesCleanly)) {
    next();
    return;
  }
  response.status(400).json({ detail: 'The address is malformed.', code: 'invalid' });
}
