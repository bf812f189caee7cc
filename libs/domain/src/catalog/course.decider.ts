import {
  COURSE_CAPACITY_DEFAULTS,
  seasonIdForNumber,
  type CourseFields,
  type CourseView,
  type UpdateCourseInput,
} from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { CourseEvent, CourseSnapshot } from './course.events';
import { assignQuestionIds } from './question-ids';
import { datesInOrderViolation } from './course-dates';

export type CourseCommand =
  | { type: 'CreateCourse'; courseId: string; fields: CourseFields; now: Date }
  | { type: 'UpdateCourse'; courseId: string; changes: UpdateCourseInput; now: Date };

export type CourseState = { status: 'empty' } | { status: 'created'; courseId: string; course: CourseSnapshot };

/** The course as other contexts' rules take it on their commands (its id and fields), once created. */
export const courseViewOf = (state: CourseState): CourseView | null =>
  state.status === 'created' ? { id: state.courseId, ...state.course } : null;

export const courseDecider: Decider<CourseCommand, CourseEvent, CourseState> = {
  eventTypes: { CourseCreated: true, CourseUpdated: true },
  initialState: () => ({ status: 'empty' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CourseCreated':
        // A course created before capacities existed reads as no limit, the waitlist switch off.
        return {
          status: 'created',
          courseId: event.data.courseId,
          course: withSeasonId({ ...COURSE_CAPACITY_DEFAULTS, ...event.data.fields }),
        };
      case 'CourseUpdated':
        if (state.status !== 'created') return state;
        return { ...state, course: { ...state.course, ...withSeasonId(event.data.changes) } };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateCourse': {
        if (state.status !== 'empty') throw new DomainError('already_exists', 'This course already exists.');
        const fields: CourseSnapshot = {
          ...command.fields,
          questions: assignQuestionIds([], command.fields.questions),
        };
        rejectBadDates(fields);
        return [
          { type: 'CourseCreated', data: { courseId: command.courseId, fields, createdAt: command.now.toISOString() } },
        ];
      }
      case 'UpdateCourse': {
        if (state.status !== 'created') throw new NotFoundError('Course not found.');
        const changes = changedFields(state.course, command.changes);
        if (Object.keys(changes).length === 0) return [];
        rejectBadDates({ ...state.course, ...changes });
        return [
          {
            type: 'CourseUpdated',
            data: { courseId: command.courseId, changes, updatedAt: command.now.toISOString() },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

function rejectBadDates(course: CourseSnapshot): void {
  const violation = datesInOrderViolation(course);
  if (violation) throw new DomainError('invalid', violation.message, violation.field);
}

/**
 * Events from before seasons were records name only the season number: such a course is in the season
 * made for that number (DESIGN.md §9), whose id follows from it.
 */
export function withSeasonId<T extends Partial<Pick<CourseSnapshot, 'season' | 'season_id'>>>(fields: T): T {
  if (fields.season_id !== undefined || fields.season === undefined) return fields;
  return { ...fields, season_id: seasonIdForNumber(fields.season) };
}

/** Keeps only what differs, so an update that changes nothing records nothing. */
function changedFields(current: CourseSnapshot, input: UpdateCourseInput): Partial<CourseSnapshot> {
  const next: Partial<CourseSnapshot> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof CourseSnapshot, unknown]>) {
    if (value === undefined) continue;
    const candidate = key === 'questions' ? assignQuestionIds(current.questions, input.questions ?? []) : value;
    if (JSON.stringify(candidate) !== JSON.stringify(current[key])) (next as Record<string, unknown>)[key] = candidate;
  }
  return next;
}
