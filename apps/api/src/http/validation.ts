import { BadRequestException } from '@nestjs/common';
import { MESSAGES, NON_FIELD_ERRORS, type ValidationErrorBody } from '@portal/contracts';
import type { z } from 'zod';

/** A rule's own code (`params.code` on a custom issue), kept with its own message. */
const ownCode = (issue: z.core.$ZodIssue): string | undefined =>
  issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;

/** zod issue codes mapped to the codes of DESIGN.md §4. */
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

/** Parses input with the shared schema, or answers 400 with every field's first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const body: ValidationErrorBody = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : NON_FIELD_ERRORS;
    const code = codeOf(issue, input);
    const message = ownCode(issue)
      ? issue.message
      : code === 'required' || code === 'null' || code === 'blank'
        ? MESSAGES.thisFieldIsRequired
        : issue.message;
    (body[field] ??= []).push({ message, code });
  }
  throw new ValidationFailed(body);
}
