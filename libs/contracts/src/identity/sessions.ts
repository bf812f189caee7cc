import { z } from 'zod';

/** One of a person's live sign-in sessions, as Account → Settings lists them. */
export const sessionViewSchema = z.object({
  id: z.string(),
  /** "Firefox on Linux": from the User-Agent of the session's first request. */
  device: z.string(),
  /** The client address of its latest recorded use (null before its first request). */
  address: z.string().nullable(),
  method: z.string(),
  started_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionListSchema = z.array(sessionViewSchema);
