import type { Decider, DomainEvent } from '../shared/decider';

export interface MediaFile {
  id: string;
  name: string;
  url: string;
}

/**
 * A course's content (`course-content-{courseId}`): the files and the shared password, which staff set.
 * Only the password's hash is kept; a change without a password keeps the old one.
 */
export type CourseContentSet = DomainEvent<
  'CourseContentSet',
  { courseId: string; files: MediaFile[]; passwordHash: string | null; setAt: string }
>;
/** Someone entered the right password (`content-access-{userId}`): they may list that course's files. */
export type CourseContentUnlocked = DomainEvent<
  'CourseContentUnlocked',
  { userId: string; courseId: string; unlockedAt: string }
>;

export type CourseContentEvent = CourseContentSet;
export const courseContentStreamId = (courseId: string): string => `course-content-${courseId}`;
export const contentAccessStreamId = (userId: string): string => `content-access-${userId}`;

export type CourseContentCommand = {
  type: 'SetCourseContent';
  courseId: string;
  files: MediaFile[];
  passwordHash: string | null;
  now: Date;
};

export const courseContentDecider: Decider<CourseContentCommand, CourseContentSet, { passwordHash: string | null }> = {
  eventTypes: { CourseContentSet: true },
  initialState: () => ({ passwordHash: null }),
  evolve: (state, event) => ({ passwordHash: event.data.passwordHash ?? state.passwordHash }),
  // One command, like the access decider below: no switch on its type until a second one comes.
  decide(command) {
    const { courseId, files, passwordHash, now } = command;
    return [{ type: 'CourseContentSet', data: { courseId, files, passwordHash, setAt: now.toISOString() } }];
  },
};

export type ContentAccessCommand = { type: 'UnlockCourseContent'; userId: string; courseId: string; now: Date };

/** Unlocking again changes nothing: the access is recorded once per course. */
export const contentAccessDecider: Decider<ContentAccessCommand, CourseContentUnlocked, { courses: string[] }> = {
  eventTypes: { CourseContentUnlocked: true },
  initialState: () => ({ courses: [] }),
  evolve: (state, event) => ({ courses: [...state.courses, event.data.courseId] }),
  decide(command, state) {
    const { userId, courseId, now } = command;
    if (state.courses.includes(courseId)) return [];
    return [{ type: 'CourseContentUnlocked', data: { userId, courseId, unlockedAt: now.toISOString() } }];
  },
};
