import { MESSAGES } from '@portal/contracts';
import { formMessages } from '@/lib/form-messages';

type Issue = Parameters<typeof formMessages.error>[0] & { input?: unknown };

/**
 * Parse options for forms with selects: an unanswered select (null) reads 'This field is required.'
 * like an empty text field, not as zod's type error.
 */
export const choiceMessages = {
  error: (issue: Issue) =>
    issue.code === 'invalid_type' && (issue.input === null || issue.input === undefined)
      ? MESSAGES.thisFieldIsRequired
      : formMessages.error(issue),
};
