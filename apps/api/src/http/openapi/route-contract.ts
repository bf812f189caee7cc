import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/**
 * What a route takes and answers, as the zod schemas of `libs/contracts` that validate it. The
 * OpenAPI document is generated from this (see `openapi-document.ts`), so the schema that checks a
 * body is the schema that documents it; a route without a contract fails the contract test.
 */
export interface RouteContract {
  /** The schema `parseInput` checks the body with (POST, PUT and PATCH). */
  body?: z.ZodType;
  /** The body may also come as multipart/form-data with these file fields (an uploaded image). */
  files?: string[];
  /** The schema the query string is parsed with; each of its keys becomes a query parameter. */
  query?: z.ZodObject;
  /** The schema of the path parameters, when they are more than any string (an enumeration). */
  params?: z.ZodObject;
  /** What a 2xx answer carries: a zod schema, a file (`{ binary: [content types] }`) or nothing (`'empty'`). */
  response: z.ZodType | { binary: string[] } | 'empty';
  /** Response headers the answer carries (the staff lists' `Content-Range`), by name and meaning. */
  headers?: Record<string, string>;
  /** A short sentence on the answer, shown beside its schema. */
  description?: string;
  /**
   * Answers outside 2xx that do not carry the error format alone, by status: the health check's 503
   * reports what is down in its own shape. Each replaces the generic error answer of its status.
   */
  otherResponses?: Record<string, { description: string; schema: z.ZodType }>;
}

export const ROUTE_CONTRACT = 'portal:route-contract';

export const Contract = (contract: RouteContract) => SetMetadata(ROUTE_CONTRACT, contract);

/** The header ra-data-simple-rest reads a staff list's total from. */
export const CONTENT_RANGE = {
  'Content-Range': 'The rows returned and the total, `<resource> <first>-<last>/<total>`',
};
