import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ValidationFailed, parseInput } from './validation';

/**
 * Refuses a request whose body or query holds a NUL byte or a lone surrogate anywhere, before any
 * route reads it: 400 with the field's error in the format of docs/architecture.md §4.2 (`parseInput`
 * applies libs/contracts' `wellFormedInput` to any input). One hook for every route, so text that no
 * schema reads cannot pass one to PostgreSQL either, which refuses it with a server error. (Paths are
 * checked earlier, in `malformed-path`; multipart fields, parsed inside the route, by `parseInput`.)
 */
export function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  try {
    parseInput(z.unknown(), request.query);
    if (request.body !== undefined) parseInput(z.unknown(), request.body);
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    void reply.code(400).type('application/json; charset=utf-8').send(error.body);
    return;
  }
  done();
}
