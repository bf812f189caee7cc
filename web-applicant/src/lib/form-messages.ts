import { MESSAGES } from '@portal/contracts';

type Issue = { code?: string; minimum?: unknown; origin?: string };

/**
 * Parse options for `zodResolver(schema, formMessages)`: an empty required field reads as the API
 * words it ('This field is required.') instead of zod's "Too small" text.
 */
export const formMessages = {
  error: (issue: Issue) =>
    issue.code === 'too_small' && issue.minimum === 1 && issue.origin === 'string'
      ? MESSAGES.thisFieldIsRequired
      : undefined,
};
