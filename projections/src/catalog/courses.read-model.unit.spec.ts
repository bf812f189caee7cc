import { COURSE_CAPACITY_DEFAULTS, seasonIdForNumber } from '@portal/contracts';
import { foldSpec, recorded } from '../__tests__/fold-spec';
import { coursesReadModel } from './courses.read-model';

const { given } = foldSpec(coursesReadModel);
const courseId = 'course-1';
const SUMMER = '5ea5a000-0000-4000-8000-000000000001';
const fields = { name: 'Deep learning', is_active: true, season: 2026, questions: [] };
const created = recorded('CourseCreated', { courseId, fields, createdAt: '2026-01-10T00:00:00.000Z' });
const row = {
  id: courseId,
  name: 'Deep learning',
  is_active: true,
  season: 2026,
  // Created before seasons were records, with the number only: in the season made for the number.
  season_id: seasonIdForNumber(2026),
  // Created without the capacity fields (before they existed), so it reads as no limit, the switch off.
  course: { ...COURSE_CAPACITY_DEFAULTS, ...fields, season_id: seasonIdForNumber(2026) },
  created_at: new Date('2026-01-10T00:00:00.000Z'),
  updated_at: new Date('2026-01-10T00:00:00.000Z'),
};

describe('the courses read model', () => {
  it('holds a created course whole', () => given().when(created).then(row));

  it('merges an update into the course and its columns, leaving fields it does not name', () =>
    given(created)
      .when(
        recorded('CourseUpdated', {
          courseId,
          changes: { name: 'Renamed', is_active: undefined, description: 'New' },
          updatedAt: '2026-01-11T00:00:00.000Z',
        }),
      )
      .then({
        ...row,
        name: 'Renamed',
        course: { ...row.course, name: 'Renamed', description: 'New' },
        updated_at: new Date('2026-01-11T00:00:00.000Z'),
      }));

  it('takes a capacity and the waitlist switch from an update', () =>
    given(created)
      .when(
        recorded('CourseUpdated', {
          courseId,
          changes: { student_capacity: 20, offer_freed_places_to_waitlist: true },
          updatedAt: '2026-01-11T00:00:00.000Z',
        }),
      )
      .then({
        ...row,
        course: { ...row.course, student_capacity: 20, offer_freed_places_to_waitlist: true },
        updated_at: new Date('2026-01-11T00:00:00.000Z'),
      }));

  it('moves a course to the season an update names', () =>
    given(created)
      .when(
        recorded('CourseUpdated', {
          courseId,
          changes: { season: 2027, season_id: SUMMER },
          updatedAt: '2026-01-11T00:00:00.000Z',
        }),
      )
      .then({
        ...row,
        season: 2027,
        season_id: SUMMER,
        course: { ...row.course, season: 2027, season_id: SUMMER },
        updated_at: new Date('2026-01-11T00:00:00.000Z'),
      }));

  it('ignores an update of a course it never saw created', () =>
    given()
      .when(recorded('CourseUpdated', { courseId, changes: { name: 'x' }, updatedAt: '2026-01-11T00:00:00.000Z' }))
      .then(null));
});
