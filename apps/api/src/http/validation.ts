import { BadRequestException } from '@nestjs/common';
import { MESSAGES, NON_FIELD_ERRORS, type ValidationErrorBody, wellFormedInput } from '@portal/contracts';
import type { z } from 'zod';

/** A rule's own code (`params.code` on a custom issue), kept with its own message. */
const ownCode = (issue: z.core.$ZodIssue): string | undefined =>
  issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;

/** zod issue codes mapped to the codes of docs/architecture.md §4.2. */
function codeOf(issue: z.core.$ZodIssue, input: unknown): string {
  const own = ownCode(issue);
  if (own) return own;
  const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], input);
  if (issue.code === 'invalid_type' && value === undefined) return 'required';
  if (issue.code === 'invalid_type' && value === null) return 'null';
  if (issue.code === 'too_small' && typeof value === 'string' && value.trim() === '') return 'blank';
  if (issue.code === 'too_small') return Array.isArray(value) && value.length === 0 ? 'empty' : 'min_length';
  if (issue.code === 'too_big') return 'max_length';
  return 'invalid';
}

export class ValidationFailed extends BadRequestException {
  constructor(readonly body: ValidationErrorBody) {
    super(body);
  }
}

/**
 * Parses input with the shared schema, or answers 400 with every field's first problem. The text rule
 * (`wellFormedInput`) comes first: it also covers what the request hook cannot see, the fields of a
 * multipart body, which are parsed inside the route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = wellFormedInput.pipe(schema).safeParse(input ?? {});
  if (result.success) return result.data;
  // By field in a Map: a field may be named `valueOf` or `__proto__` (a query's key), which a plain
  // object already holds or would take for its prototype.
  const fields = new Map<string, ValidationErrorBody[string]>();
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : NON_FIELD_ERRORS;
    const code = codeOf(issue, input);
    const message = ownCode(issue)
      ? issue.message
      : code === 'required' || code === 'null' || code === 'blank'
        ? MESSAGES.thisFieldIsRequired
        : issue.message;
    fields.set(field, [...(fields.get(field) ?? []), { message, code }]);
  }
  throw new ValidationFailed(Object.fromEntries(fields));
}
