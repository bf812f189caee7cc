import {
  type ApplicationRole,
  type CourseCapacityFields,
  type StaffDecisionKind,
  capacityOf,
  peopleOfRole,
} from '@portal/contracts';
import { ConflictError } from '../shared/domain-error';

/**
 * The places of a course and role as a decision finds them: how many are taken now (read from the
 * applications read model, passed in on the command) and whether staff confirmed going past the capacity.
 */
export interface PlacesTaken {
  taken: number;
  confirmedOverCapacity: boolean;
}

/** The decision that gives a role a place: an offer for students and TAs, an approval for mentors (who get no offer). */
export const placeTakingDecision = (role: ApplicationRole): StaffDecisionKind =>
  role === 'mentor' ? 'approve' : 'offer';

export type CapacityCourse = Pick<CourseCapacityFields, 'student_capacity' | 'ta_capacity' | 'mentor_capacity'> & {
  name: string;
};

/** One course and role's part of a request: the places taken and the places this request would add. */
export interface CapacityRequest {
  course: CapacityCourse;
  role: ApplicationRole;
  taken: number;
  adding: number;
}

/** "Deep Learning takes 20 students; 19 places are taken and this would make 22." */
export function overCapacitySentence({ course, role, taken, adding }: CapacityRequest): string {
  const places = taken === 1 ? '1 place is' : `${taken} places are`;
  return `${course.name} takes ${peopleOfRole(capacityOf(course, role) ?? 0, role)}; ${places} taken and this would make ${taken + adding}.`;
}

/** True when the request would bring the role's places past a capacity the course sets. */
export const exceedsCapacity = ({ course, role, taken, adding }: CapacityRequest): boolean => {
  const capacity = capacityOf(course, role);
  return capacity !== null && adding > 0 && taken + adding > capacity;
};

/**
 * The capacity rule (docs/architecture.md §9): places past a course's capacity are given only once staff
 * confirm. Refused as a whole request (409 `over_capacity`), naming the numbers for each course and role
 * past its capacity, so staff decide knowing them; a confirmed request goes through.
 */
export function refuseOverCapacity(requests: CapacityRequest[], confirmed: boolean): void {
  if (confirmed) return;
  const over = requests.filter(exceedsCapacity);
  if (over.length > 0) throw new ConflictError('over_capacity', over.map(overCapacitySentence).join(' '));
}
