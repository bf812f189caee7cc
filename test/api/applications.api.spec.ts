import { expect } from 'vitest';
import { type ApplicationSummary, type ApplicationView, MESSAGES, type Page, type UserView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import {
  type Course,
  adminToken,
  createCourse,
  fillProfile,
  mentorForm,
  patch,
  studentForm,
  taForm,
} from './applications-fixtures';
import { ApiClient, type ApiResponse, firstError } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const REQUIRED = { message: MESSAGES.thisFieldIsRequired, code: 'required' };
const expectField = (response: ApiResponse, field: string, error: { message: string; code: string }) => {
  expect(response.status).toBe(400);
  expect(firstError(response, field)).toEqual(error);
};

/** The three application forms (spec 1 §3, §5; spec 2 §3, §5): every rule and message, and the submit flow. */
describe.each(BACKENDS)('application forms, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let ada: TestApplicant;
  let course: Course;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    course = await createCourse(api, await adminToken(api));
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  /** `T`: the application as submitted, or the error body a refusal answers. */
  const submit = <T = ApplicationView>(role: string, body: unknown, token = ada.token) =>
    api.post<T>(`/courses/${role}-applications/`, body, token);

  it('asks for every required student field, data sets with the spec’s own wording', async () => {
    const response = await submit('student', {});
    for (const field of [
      'course',
      'how_did_you_hear_about_us',
      'contact_for_future',
      'residing_country_during_course',
      'lowfi_track',
      'primary_expertise',
      'about_educational_background',
    ])
      expectField(response, field, REQUIRED);
    for (const field of ['data_set', 'second_data_set'])
      expectField(response, field, { message: MESSAGES.thisFieldIsRequiredNoStop, code: 'required' });
    for (const field of [
      'agree_aforementioned_forty_hours',
      'agree_to_abide_code_of_conduct',
      'agree_terms_and_conditions',
    ])
      expectField(response, field, REQUIRED);
  });

  it('refuses unticked consents and one data set twice', async () => {
    expectField(
      await submit('student', { ...studentForm(course), agree_terms_and_conditions: false }),
      'agree_terms_and_conditions',
      REQUIRED,
    );
    expectField(await submit('student', { ...studentForm(course), second_data_set: 'vision' }), 'second_data_set', {
      message: MESSAGES.projectPreferencesMustBeUnique,
      code: 'unique',
    });
  });

  it('refuses values outside the spec’s enumerations and unknown countries', async () => {
    const response = await submit('student', {
      ...studentForm(course),
      how_did_you_hear_about_us: ['radio'],
      prior_NMA_experience: ['yes'],
      lowfi_track: 'maybe',
      residing_country_during_course: 'Atlantis',
    });
    for (const field of [
      'how_did_you_hear_about_us.0',
      'prior_NMA_experience.0',
      'lowfi_track',
      'residing_country_during_course',
    ])
      expect(firstError(response, field)?.code).toBe('invalid');
  });

  it('checks answers against the course’s own questions and choices', async () => {
    const form = studentForm(course);
    const foreignChoice = form.answers.map((a, i) => (i === 0 ? { ...a, answer_choice: 99_999 } : a));
    expectField(await submit('student', { ...form, answers: foreignChoice }), 'answers', {
      message: MESSAGES.selectValidChoice,
      code: 'invalid',
    });
    const unanswered = form.answers.slice(1);
    expectField(
      await submit('student', { ...form, answers: unanswered }),
      `question_${form.answers[0].question}`,
      REQUIRED,
    );
    expectField(await submit('student', { ...form, data_set: 'audio' }), 'data_set', {
      message: MESSAGES.invalidDataSet,
      code: 'invalid',
    });
  });

  it('asks TAs for two slots unless regular, and for every row of the technical table', async () => {
    const slotError = { message: MESSAGES.selectTwoTimeslots, code: 'min_length' };
    expectField(await submit('ta', { ...taForm(course), possible_time_slots: [3] }), 'possible_time_slots', slotError);
    expectField(
      await submit('ta', { ...taForm(course), prefer_being_ta_for: 'no_preference', possible_time_slots: [] }),
      'possible_time_slots',
      slotError,
    );
    const form = taForm(course);
    const technical = defined(
      course.questions.find((q) => q.category === 'technical_dom'),
      'a technical question',
    );
    const response = await submit('ta', { ...form, answers: form.answers.filter((a) => a.question !== technical.id) });
    expectField(response, `question_${technical.id}`, {
      message: MESSAGES.thisFieldIsRequired,
      code: 'table_fields_missing',
    });
    expectField(await submit('ta', { ...form, has_bachelors_degree: false }), 'has_bachelors_degree', REQUIRED);
    expect(firstError(await submit('ta', { ...form, month_ta_count: -1 }), 'month_ta_count')?.code).toBe('min_length');
    expect(firstError(await submit('ta', { ...form, month_ta_count: 1.5 }), 'month_ta_count')?.code).toBe('invalid');
  });

  it('rates mentor topics from 1 to 5 and mentor groups from 1 to 4', async () => {
    const response = await submit('mentor', {
      ...mentorForm(course),
      adam: 6,
      causality: 0,
      groups_mentor_during_count: 5,
      hours_meetings_with_ta: 'lots',
    });
    expect(firstError(response, 'adam')?.code).toBe('max_length');
    expect(firstError(response, 'causality')?.code).toBe('min_length');
    expect(firstError(response, 'groups_mentor_during_count')?.code).toBe('max_length');
    expect(firstError(response, 'hours_meetings_with_ta')?.code).toBe('invalid');
    expectField(
      await submit('mentor', { ...mentorForm(course), linear_regression: undefined }),
      'linear_regression',
      REQUIRED,
    );
  });

  let studentId: string;
  it('submits a student application, computes seniority itself and clears an unused how-heard text', async () => {
    const response = await submit('student', {
      ...studentForm(course),
      seniority: 'junior',
      maillist_or_other: 'a friend',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      course: course.id,
      course_name: course.name,
      application_type: 'student',
      status: 'applied',
      seniority: 'senior',
      maillist_or_other: '',
    });
    studentId = response.body.id;
    expect((await api.get(`/courses/student-applications/${studentId}/`, ada.token)).body).toMatchObject({
      id: studentId,
      data_set: 'vision',
    });
  });

  it('stores the application’s label in the first empty preference slot', async () => {
    const me = await api.get<UserView>('/users/me/', ada.token);
    expect(me.body.logistic?.preferred_application_1).toBe(`${course.name} student`);
  });

  it('submits TA and mentor applications; the TA label takes the next slot, the mentor none', async () => {
    const ta = await submit('ta', { ...taForm(course), prefer_being_ta_for: 'regular_TA' });
    expect(ta.status).toBe(201);
    expect(ta.body).toMatchObject({ possible_time_slots: [], seniority: 'senior', status: 'applied' });
    expect((await submit('mentor', mentorForm(course))).status).toBe(201);
    const logistic = defined((await api.get<UserView>('/users/me/', ada.token)).body.logistic, 'logistic info');
    expect([logistic.preferred_application_2, logistic.preferred_application_3]).toEqual([`${course.name} ta`, null]);
  });

  it('lists the applications newest first with what the table needs', async () => {
    const list = await api.get<Page<ApplicationSummary>>('/courses/applications/', ada.token);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect(list.body.results.map((row) => row.application_type)).toEqual(['mentor', 'ta', 'student']);
    expect(list.body.results[2]).toMatchObject({
      student_application: studentId,
      course: course.id,
      course_name: course.name,
      status: 'applied',
      course_is_active: true,
      can_edit: true,
      can_withdraw: true,
      deadline_date: expect.any(String),
      deadline_application_update_date: expect.any(String),
      deadline_accepting_offer_end_date: expect.any(String),
    });
  });

  it('edits with a partial PATCH, validated as a whole form', async () => {
    const path = `/courses/student-applications/${studentId}/`;
    const edited = await patch(api, path, { data_set: 'nlp', second_data_set: 'vision' }, ada.token);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      data_set: 'nlp',
      second_data_set: 'vision',
      about_educational_background: studentForm(course).about_educational_background,
    });
    expectField(await patch(api, path, { second_data_set: 'nlp' }, ada.token), 'second_data_set', {
      message: MESSAGES.projectPreferencesMustBeUnique,
      code: 'unique',
    });
  });

  it('withdraws an applied application before its deadline and frees its place', async () => {
    const deleted = await api.request('DELETE', `/courses/student-applications/${studentId}/`, { token: ada.token });
    expect(deleted.status).toBe(204);
    expect((await api.get(`/courses/student-applications/${studentId}/`, ada.token)).status).toBe(404);
    expect((await api.get<Page<ApplicationSummary>>('/courses/applications/', ada.token)).body.count).toBe(2);
    expect((await submit('student', studentForm(course))).status).toBe(201);
  });

  it('refuses a fourth application of the season with the spec’s detail', async () => {
    const other = await createCourse(api, await adminToken(api));
    const response = await submit('student', studentForm(other));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: MESSAGES.applicationCreationLimit, code: 'limit_reached' });
  });
});
