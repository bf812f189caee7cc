import { z } from 'zod';

/** `POST /api/media_files/verify_password/` (spec 2 §7). */
export const contentPasswordSchema = z.object({
  password: z.string().min(1).max(200),
});

/** `POST /api/media_files/verify_password/`: the course whose content is now open to the caller. */
export const contentUnlockedSchema = z.object({ detail: z.string(), course: z.string() });

/** A file of `GET /api/media_files` (spec 2 §3 "Media file"). */
export const mediaFileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  course: z.string(),
  course_name: z.string(),
});
export type MediaFileView = z.infer<typeof mediaFileViewSchema>;

/** Staff set a course's content: the file list and, when given, a new shared password (stored hashed). */
export const courseContentSchema = z.object({
  files: z.array(z.object({ name: z.string().trim().min(1).max(200), url: z.url().max(1000) })).max(200),
  password: z.string().min(8).max(200).optional(),
});
export type CourseContentInput = z.infer<typeof courseContentSchema>;

/** `GET` and `PUT /api/admin/courses/{id}/content/`: the course's files and whether a password is set (never the password). */
export const courseContentViewSchema = z.object({
  files: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  has_password: z.boolean(),
});
export type CourseContentView = z.infer<typeof courseContentViewSchema>;
