import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that tells the client when to come back (the error filter writes it as `Retry-After`). */
export class ThrottledError extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
