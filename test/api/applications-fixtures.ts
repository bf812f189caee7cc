import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@portal/contracts';
import { applicationStreamId } from '@portal/domain';
import { type Platform, loadConfig, openPlatform } from '@portal/platform';
import type { PortalUnderTest } from '../support/portal-under-test';
import type { ApiClient, ApiResponse } from './identity-client';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A course whose windows are open today (all roles), dated relative to now; overrides win. */
export function courseFields(overrides: Record<string, unknown> = {}) {
  const scale = ['Never', 'Some', 'Expert'].map((answer_text, i) => ({ rating: i + 1, answer_text }));
  return {
    name: `Course ${randomUUID().slice(0, 8)}`,
    season: 2026,
    questions: [
      { category: 'course_spec_prog', question_text: 'Python?', answer_choices: scale },
      { category: 'course_spec_dom', question_text: 'Domain?', answer_choices: scale },
      { category: 'technical_dom', question_text: 'Linear algebra', answer_choices: scale },
      { category: 'technical_dom', question_text: 'Calculus', answer_choices: scale },
      { category: 'general', question_text: 'Hours a day?', answer_choices: scale },
    ],
    data_sets: [
      { id: 'vision', name: 'Vision' },
      { id: 'nlp', name: 'Language' },
    ],
    student_application_start_date: daysFromNow(-10),
    student_application_end_date: daysFromNow(20),
    ta_application_start_date: daysFromNow(-10),
    ta_application_end_date: daysFromNow(20),
    mentor_application_start_date: daysFromNow(-10),
    mentor_application_end_date: daysFromNow(20),
    deadline_application_update_date: daysFromNow(25),
    deadline_accepting_offer_end_date: daysFromNow(40),
    enrollment_end_date: daysFromNow(50),
    profile_update_required_after: null,
    start_date: daysFromNow(70),
    end_date: daysFromNow(90),
    ta_training_start_date: null,
    lead_ta_training_start_date: null,
    prepod_start_date: null,
    prepod_end_date: null,
    pod_realise_date: null,
    ...overrides,
  };
}

/** The phases of a course's calendar the withdraw and edit rules name. */
export const PHASES = {
  open: {},
  closed: {
    student_application_start_date: daysFromNow(-30),
    student_application_end_date: daysFromNow(-2),
    deadline_application_update_date: daysFromNow(-1),
  },
  offer_lapsed: {
    student_application_start_date: daysFromNow(-30),
    student_application_end_date: daysFromNow(-3),
    deadline_application_update_date: daysFromNow(-2),
    deadline_accepting_offer_end_date: daysFromNow(-1),
  },
} as const;
export type Phase = keyof typeof PHASES;

export type Course = {
  id: string;
  name: string;
  season: number;
  season_id: string;
  questions: Array<{ id: number; category: string; answer_choices: Array<{ id: number }> }>;
};

export async function adminToken(api: ApiClient): Promise<string> {
  return api.signIn('admin@example.org', 'demo-admin-2026');
}

export async function createCourse(
  api: ApiClient,
  admin: string,
  overrides: Record<string, unknown> = {},
): Promise<Course> {
  const response = await api.post<Course>('/admin/courses', courseFields(overrides), admin);
  if (response.status !== 201) throw new Error(`course not created: ${response.text}`);
  return response.body;
}

export async function updateCourse(
  api: ApiClient,
  admin: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const response = await api.request('PUT', `/admin/courses/${id}`, { json: changes, token: admin });
  if (response.status !== 200) throw new Error(`course not updated: ${response.text}`);
}

/** General info, demographic and logistic: what `profile_not_filled` asks for. */
export async function fillProfile(
  api: ApiClient,
  token: string,
  generalInfo: Record<string, unknown> = {},
): Promise<void> {
  const records: Array<[string, Record<string, unknown>]> = [
    [
      'general-info',
      {
        adult_age: true,
        highest_degree: 'doctoral_degree',
        highest_degree_year_earned: 2018,
        institution: 'University of Ghana',
        institution_country: 'Ghana',
        status: 'postdoc',
        held_position_time: 'two_years',
        text_about_research_and_interests: 'Decision making.',
        ...generalInfo,
      },
    ],
    [
      'demographic',
      {
        gender: ['female'],
        race_and_ethnicity: ['black'],
        country_of_origin: 'Nigeria',
        parents_completed_college: 'no',
        dependents_at_home: 'no',
        socioeconomic_situation: 'average',
      },
    ],
    [
      'logistic',
      { preferred_time_slot: 3, possible_time_slots: [3, 4], preferred_language: 'english', comfort_english: true },
    ],
  ];
  for (const [path, body] of records) {
    const response = await api.post(`/users/${path}/`, body, token);
    if (response.status !== 201) throw new Error(`${path} not saved: ${response.text}`);
  }
}

const answer = (course: Course, categories: string[]) =>
  course.questions
    .filter((q) => categories.includes(q.category))
    .map((q) => ({ question: q.id, answer_choice: q.answer_choices[1].id }));

const shared = {
  how_did_you_hear_about_us: ['twitter'],
  maillist_or_other: '',
  contact_for_future: true,
  prior_NMA_experience: ['have_not_participated'],
  residing_country_during_course: 'Ghana',
  has_access_google_colab: true,
  internet_works_fine: true,
  primary_expertise: 'neuroscience',
  preprints_or_peer_reviewed_publications: 'None yet.',
  about_educational_background: 'I studied physics and now model neurons.',
  agree_aforementioned_forty_hours: true,
  agree_to_abide_code_of_conduct: true,
  agree_terms_and_conditions: true,
};

export const studentForm = (course: Course) => ({
  ...shared,
  course: course.id,
  answers: answer(course, ['course_spec_prog', 'course_spec_dom', 'general']),
  lowfi_track: 'no',
  data_set: 'vision',
  second_data_set: 'nlp',
});

export const taForm = (course: Course) => ({
  ...shared,
  course: course.id,
  answers: answer(course, ['course_spec_prog', 'course_spec_dom', 'technical_dom']),
  has_bachelors_degree: true,
  years_of_course_work_research: 3,
  applied_as_lead_ta: false,
  prefer_being_ta_for: 'project_TA',
  possible_time_slots: [2, 3],
  open_to_lowfi: true,
  comfortable_data_set: 'vision',
  alternative_data_set: 'nlp',
  month_ta_count: 2,
  video_link: 'https://example.org/video',
});

const TOPICS =
  'linear_regression generalized_linear_models dimensionality_reduction bayesian_statistics linear_dynamical_systems decision_making optimal_control reinforcement_learning single_neuron_models neuronal_network_dynamics network_causality convolutional_neural_networks autoencoders stochastic_gradient_descent automatic_differentiation multilayer_perceptrons adam dropout convnets alexnet lstm deep_q_learning self_supervised_learning causality'.split(
    ' ',
  );

export const mentorForm = (course: Course) => ({
  course: course.id,
  participated_in_nma_last_year: false,
  residing_country_during_course: 'Ghana',
  comfortable_teaching_in_english: true,
  groups_mentor_during_count: 2,
  hours_meetings_with_ta: 'between_one_and_two',
  proposed_project_ideas_for_students: 'Decoding choices from spikes.',
  years_of_course_work_research: 5,
  comfortable_data_set: 'vision',
  alternative_data_set: 'nlp',
  ...Object.fromEntries(TOPICS.map((topic, i) => [topic, (i % 5) + 1])),
  agree_to_abide_code_of_conduct: true,
  agree_terms_and_conditions: true,
});

export const kindOf = (role: string) => `${role}-applications`;

export const patch = <T = unknown>(
  api: ApiClient,
  path: string,
  json: unknown,
  token: string,
): Promise<ApiResponse<T>> => api.request<T>('PATCH', path, { json, token });

/**
 * Staff decisions have no route yet: the test appends the status event the way staff tooling will,
 * through the store of the production deployment (its database URL and master key), with the
 * inline projections applied in the same transaction.
 */
export async function openStaffSide(portal: PortalUnderTest): Promise<{
  setStatus: (id: string, userId: string, status: ApplicationStatus) => Promise<void>;
  close: () => Promise<void>;
}> {
  const platform: Platform = await openPlatform(loadConfig(portal.env), { applicationName: 'staff-test' });
  return {
    async setStatus(applicationId, userId, status) {
      await platform.db.transaction((tx) =>
        platform.commands.appendAndProject(
          tx,
          [
            {
              streamId: applicationStreamId(applicationId),
              streamType: 'application',
              expectedVersion: 'stream_exists',
              events: [
                {
                  type: 'ApplicationStatusChanged',
                  data: { applicationId, userId, status, changedAt: new Date().toISOString() },
                },
              ],
            },
          ],
          { correlation_id: randomUUID(), causation_id: null, actor: 'staff-test' },
        ),
      );
    },
    close: () => platform.close(),
  };
}

/**
 * A staff list's query string in the ra-data-simple-rest convention: `filter`, `sort` and `range`
 * as JSON, plain strings as they are.
 */
export const staffQuery = (params: Record<string, unknown>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
