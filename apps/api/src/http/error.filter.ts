import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, RefusedError } from '@portal/domain';
import { ConcurrencyError, isTryAgainError } from '@portal/event-store';
import type { Logger } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { LOGGER } from '../platform/platform.module';
import { ThrottledError } from './throttled-error';
import { ValidationFailed } from './validation';

const CODES: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  503: 'unavailable',
};

/** What a 503 tells the client to wait, in seconds: a database restart or failover takes a few. */
export const RETRY_AFTER_SECONDS = 2;

/** Every error leaves in the format of docs/architecture.md §4.2; nothing internal reaches the client. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.describe(error);
    if (status === 503) {
      // Every "try again" answer says when: clients and load balancers back off instead of hammering.
      void response.header('Retry-After', String(RETRY_AFTER_SECONDS));
      this.logger.warn({ err: error }, 'request failed: try again');
    } else if (status >= 500) this.logger.error({ err: error }, 'request failed');
    // A route may have named its answer an attachment of another type (a CSV export) before it failed.
    response.removeHeader('Content-Disposition');
    // Fastify closes the connection on a body it refuses (too large) while the client may still be
    // sending it, so the client never reads the 413. Kept open, node reads and drops the rest of the
    // body once the answer is written, and the client gets its clear error.
    response.removeHeader('Connection');
    if (error instanceof ThrottledError) void response.header('Retry-After', String(error.retryAfterSeconds));
    void response.code(status).type('application/json; charset=utf-8').send(body);
  }

  private describe(error: unknown): [number, unknown] {
    if (error instanceof ValidationFailed) return [400, error.body];
    if (error instanceof NotFoundError) return [404, { detail: error.message, code: 'not_found' }];
    if (error instanceof ForbiddenError) return [403, { detail: error.message, code: error.code }];
    if (error instanceof RefusedError) return [400, { detail: error.message, code: error.code }];
    if (error instanceof ConflictError) return [409, { detail: error.message, code: error.code }];
    if (error instanceof DomainError) {
      const entry = { message: error.message, code: error.code };
      return [400, error.field ? { [error.field]: [entry] } : { non_field_errors: [entry] }];
    }
    if (error instanceof ConcurrencyError) {
      return [409, { detail: 'Someone else changed this at the same time. Reload and try again.', code: 'conflict' }];
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const detail =
        status === 404 ? 'Not found.' : typeof body === 'string' ? body : (messageOf(body) ?? error.message);
      return [status, { detail, code: CODES[status] ?? 'error' }];
    }
    const status =
      (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Errors raised by the body parser (malformed JSON, too large) before any controller ran.
      const detail = status === 413 ? 'Request body is too large.' : 'Malformed request body.';
      return [status, { detail, code: CODES[status] ?? 'invalid' }];
    }
    if (isTryAgainError(error)) {
      // The database dropped the connection, is starting up or shutting down, has no slot free, or
      // rolled the transaction back (serialization failure, deadlock): the command did not commit, or
      // its outcome cannot be told; either way the same request may succeed in a moment.
      return [503, { detail: 'The service is briefly unavailable. Please try again.', code: CODES[503] }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { detail: 'Internal server error.', code: 'server_error' }];
  }
}

function messageOf(body: object): string | undefined {
  const message = (body as { message?: unknown }).message;
  return Array.isArray(message) ? String(message[0]) : typeof message === 'string' ? message : undefined;
}
