import { z } from 'zod';

/**
 * The error format of the API (docs/architecture.md §4): field errors as
 * `{"<field>": [{"message", "code"}], "non_field_errors": [...]}` with 400, others as `{"detail", "code"}`.
 */
export interface FieldError {
  message: string;
  code: string;
}

export type ValidationErrorBody = Record<string, FieldError[]>;

export interface DetailErrorBody {
  detail: string;
  code: string;
}

export const NON_FIELD_ERRORS = 'non_field_errors';

/** The same error format as zod schemas, for the OpenAPI document's 4xx and 5xx responses. */
export const fieldErrorSchema = z.object({ message: z.string(), code: z.string() });
export const validationErrorBodySchema = z
  .record(z.string(), z.array(fieldErrorSchema))
  .meta({ description: 'Field errors: each field (or non_field_errors) with its problems (HTTP 400)' });
export const detailErrorBodySchema = z
  .object({ detail: z.string(), code: z.string() })
  .meta({ description: 'Any other error: a sentence and a stable code' });
