import type { CourseFields, Question } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';

/** The whole course as created; questions and answer choices carry their assigned ids. */
export type CourseCreated = DomainEvent<
  'CourseCreated',
  { courseId: string; fields: CourseSnapshot; createdAt: string }
>;

/** Only the fields that changed; later fields come as new event types, never as edits of old ones. */
export type CourseUpdated = DomainEvent<
  'CourseUpdated',
  { courseId: string; changes: Partial<CourseSnapshot>; updatedAt: string }
>;

export type CourseEvent = CourseCreated | CourseUpdated;

export type CourseSnapshot = Omit<CourseFields, 'questions'> & { questions: Question[] };

export const courseStreamId = (courseId: string): string => `course-${courseId}`;
