import fc from 'fast-check';
import { type StreamKind, time, word, maybe, event } from './arbitrary-values';

/** A course's content: its files, with or without a new password. */
export const COURSE_CONTENT_STREAM: StreamKind = {
  type: 'course-content',
  streamId: (courseId) => `course-content-${courseId}`,
  event: (courseId) =>
    event(
      'CourseContentSet',
      fc.record({
        courseId: fc.constant(courseId),
        files: fc.array(fc.record({ id: word, name: word, url: word }), { maxLength: 2 }),
        passwordHash: maybe(word),
        setAt: time,
      }),
    ),
};

/** A person's unlocked courses: two per run, so one is unlocked again. */
export const CONTENT_ACCESS_STREAM: StreamKind = {
  type: 'content-access',
  streamId: (userId) => `content-access-${userId}`,
  event: (userId, run) =>
    event(
      'CourseContentUnlocked',
      fc.record({ userId: fc.constant(userId), courseId: fc.constantFrom(`${run}-c0`, `${run}-c1`), unlockedAt: time }),
    ),
};
