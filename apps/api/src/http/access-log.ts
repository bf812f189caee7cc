import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, loggedError } from '@portal/platform';
import pinoHttp from 'pino-http';

/**
 * Query parameters whose values are paging and ordering, never a person's: kept in the access log.
 * Every other value (search terms, list filters, tokens, addresses) is written `[redacted]`.
 */
const PLAIN_PARAMETERS = new Set(['page', 'page_size', 'range', 'sort', 'ordering', 'limit', 'after']);

/** The path as requested, with every query value but paging and ordering redacted. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const plain = equals < 0 || PLAIN_PARAMETERS.has(safeDecode(pair.slice(0, equals)));
      return plain ? pair : `${pair.slice(0, equals)}=[redacted]`;
    });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
}

/**
 * The request as the access log writes it: method, path with redacted query, the caller's address,
 * and no headers at all (pino-http's default writes `authorization: Token …` and cookies). The
 * logger's own `redact` paths catch credential headers on any other line.
 */
const accessLogRequest = (request: SerializedRequest) => ({
  id: request.id,
  method: request.method,
  url: redactedUrl(request.url),
  remoteAddress: request.remoteAddress,
});

/** The response: its status only (its headers may set cookies or redirect with a token). */
const accessLogResponse = (response: { statusCode: number }) => ({ statusCode: response.statusCode });

export function accessLog(logger: Logger): (request: IncomingMessage, response: ServerResponse) => void {
  return pinoHttp({
    logger,
    serializers: { req: accessLogRequest, res: accessLogResponse, err: loggedError },
  });
}
