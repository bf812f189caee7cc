import { wellFormedInput } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailed, parseInput } from './validation';

/**
 * Refuses a request whose body or query holds a NUL byte or a lone surrogate anywhere, before any
 * route reads it: 400 with the field's error in the format of DESIGN.md §4 (libs/contracts'
 * `wellFormedInput`). One hook for every route, so a text field no schema checks cannot pass one to
 * PostgreSQL, which refuses it with a server error. (Paths are checked earlier, in `malformed-path`.)
 */
export function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  try {
    parseInput(wellFormedInput, request.query);
    if (request.body !== undefined) parseInput(wellFormedInput, request.body);
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    void reply.code(400).type('application/json; charset=utf-8').send(error.body);
    return;
  }
  done();
}
