import { COURSE_CAPACITY_DEFAULTS, type CourseFields, seasonIdForNumber } from '@portal/contracts';
import { specFor } from '../shared/testing/given-when-then';
import { courseDecider, courseViewOf } from './course.decider';
import type { CourseCreated, CourseEvent, CourseSnapshot } from './course.events';

const given = specFor(courseDecider);
const now = new Date('2026-03-01T10:00:00Z');
const day = (d: string) => `2026-${d}T00:00:00.000Z`;

const fields: CourseFields = {
  ...COURSE_CAPACITY_DEFAULTS,
  name: 'Computational Neuroscience',
  description: 'Models of the brain.',
  is_active: true,
  season: 2026,
  season_id: '5ea5a000-0000-4000-8000-000000000001',
  questions: [
    {
      category: 'technical_dom',
      question_text: 'Python?',
      answer_choices: [
        { rating: 1, answer_text: 'None' },
        { rating: 5, answer_text: 'Expert' },
      ],
    },
  ],
  student_application_start_date: day('02-01'),
  student_application_end_date: day('03-15'),
  ta_application_start_date: day('02-01'),
  ta_application_end_date: day('03-10'),
  mentor_application_start_date: day('02-01'),
  mentor_application_end_date: day('04-01'),
  deadline_application_update_date: day('03-20'),
  deadline_accepting_offer_end_date: day('05-01'),
  enrollment_end_date: day('05-15'),
  profile_update_required_after: null,
  start_date: day('07-06'),
  end_date: day('07-24'),
  ta_training_start_date: null,
  lead_ta_training_start_date: null,
  prepod_start_date: null,
  prepod_end_date: null,
  pod_realise_date: null,
  student_intro_text: '',
  ta_intro_text: '',
  mentor_intro_text: '',
  ta_agreement_text: '',
  roles_document_url: null,
  enrollment_form_link: null,
  data_sets: [],
  course_price: 2090,
  course_pwyc_option_flag: false,
  fee_waivers: 'automatic',
  course_length: 120,
  course_length_project: 150,
  badges_path: null,
  signatures_path: null,
};

const snapshot: CourseSnapshot = {
  ...fields,
  questions: [
    {
      id: 1,
      category: 'technical_dom',
      question_text: 'Python?',
      answer_choices: [
        { id: 1, rating: 1, answer_text: 'None' },
        { id: 2, rating: 5, answer_text: 'Expert' },
      ],
    },
  ],
};
const created: CourseCreated = {
  type: 'CourseCreated',
  data: { courseId: 'c1', fields: snapshot, createdAt: now.toISOString() },
};

describe('creating a course', () => {
  it('records the course with ids given to its questions and answer choices', () =>
    given([]).when({ type: 'CreateCourse', courseId: 'c1', fields, now }).then([created]));

  it('refuses a second creation of the same course', () =>
    given([created]).when({ type: 'CreateCourse', courseId: 'c1', fields, now }).thenThrows('already_exists'));

  it('refuses an application window that ends before it starts', () =>
    given([])
      .when({ type: 'CreateCourse', courseId: 'c1', fields: { ...fields, ta_application_end_date: day('01-01') }, now })
      .thenThrows('invalid', 'ta_application_end_date'));
});

describe('updating a course', () => {
  it('records only the fields that changed', () =>
    given([created])
      .when({ type: 'UpdateCourse', courseId: 'c1', changes: { name: 'Comp Neuro', is_active: true }, now })
      .then([
        {
          type: 'CourseUpdated',
          data: { courseId: 'c1', changes: { name: 'Comp Neuro' }, updatedAt: now.toISOString() },
        },
      ]));

  it('records nothing when nothing changed', () =>
    given([created])
      .when({ type: 'UpdateCourse', courseId: 'c1', changes: { season: 2026 }, now })
      .then([]));

  it('keeps the ids of existing questions and numbers new ones after the highest', () =>
    given([created])
      .when({
        type: 'UpdateCourse',
        courseId: 'c1',
        changes: {
          questions: [
            snapshot.questions[0],
            { category: 'general', question_text: 'Why?', answer_choices: [{ rating: 0, answer_text: 'Because' }] },
          ],
        },
        now,
      })
      .then([
        {
          type: 'CourseUpdated',
          data: {
            courseId: 'c1',
            changes: {
              questions: [
                snapshot.questions[0],
                {
                  id: 2,
                  category: 'general',
                  question_text: 'Why?',
                  answer_choices: [{ id: 3, rating: 0, answer_text: 'Because' }],
                },
              ],
            },
            updatedAt: now.toISOString(),
          },
        },
      ]));

  it('refuses to update a course that does not exist', () =>
    given([])
      .when({ type: 'UpdateCourse', courseId: 'c9', changes: { name: 'x' }, now })
      .thenThrows('not_found'));

  it('refuses dates that the change puts out of order', () =>
    given([created])
      .when({ type: 'UpdateCourse', courseId: 'c1', changes: { end_date: day('07-01') }, now })
      .thenThrows('invalid', 'end_date'));
});

describe('the course other contexts decide with', () => {
  const stateAfter = (events: CourseEvent[]) => events.reduce(courseDecider.evolve, courseDecider.initialState());
  const updated: CourseEvent = {
    type: 'CourseUpdated',
    data: { courseId: 'c1', changes: { name: 'Comp Neuro', season: 2027 }, updatedAt: now.toISOString() },
  };

  it('is none before the course is created', () => expect(courseViewOf(stateAfter([]))).toBeNull());

  it('is its id with its fields after every change', () =>
    expect(courseViewOf(stateAfter([created, updated]))).toEqual({
      id: 'c1',
      ...snapshot,
      name: 'Comp Neuro',
      season: 2027,
      // An update from before seasons names the number alone: the season made for it.
      season_id: seasonIdForNumber(2027),
    }));

  it('puts a course created before seasons in the season made for its number', () => {
    const { season_id: _none, ...before } = snapshot;
    const old: CourseEvent = {
      type: 'CourseCreated',
      data: { courseId: 'c1', fields: before as typeof snapshot, createdAt: now.toISOString() },
    };
    expect(courseViewOf(stateAfter([old]))?.season_id).toBe(seasonIdForNumber(2026));
  });
});
