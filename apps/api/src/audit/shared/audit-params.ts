import { z } from 'zod';

/** A moment as the audit routes take it: ISO 8601 with a zone (what `Date.toISOString()` writes). */
export const instantParam = z.iso.datetime({
  offset: true,
  message: 'Enter a date and time in ISO 8601 (2026-07-01T09:00:00Z).',
});
