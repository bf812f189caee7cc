import { studentForm, type Course } from '../../api/applications-fixtures';
import type { ApiClient, Created } from '../../api/identity-client';
import type { TestApplicant } from '../../support/applicants';

/** What a load test sent and got: which event its success must have left on which stream. */
export type CommandLog = Array<{ stream: string; type: string; status: number; body: unknown }>;

/** The three profile records an application needs, made through the API; answers their ids. */
export async function profileSetup(api: ApiClient, person: TestApplicant) {
  const general = await api.post<Created>(
    '/users/general-info/',
    {
      adult_age: true,
      highest_degree: 'doctoral_degree',
      highest_degree_year_earned: 2018,
      institution: 'University of Ghana',
      institution_country: 'Ghana',
      status: 'postdoc',
      held_position_time: 'two_years',
      text_about_research_and_interests: 'Decision making.',
    },
    person.token,
  );
  const demographic = await api.post(
    '/users/demographic/',
    {
      gender: ['female'],
      race_and_ethnicity: ['black'],
      country_of_origin: 'Nigeria',
      parents_completed_college: 'no',
      dependents_at_home: 'no',
      socioeconomic_situation: 'average',
    },
    person.token,
  );
  const logistic = await api.post<Created>(
    '/users/logistic/',
    { preferred_time_slot: 3, possible_time_slots: [3, 4], preferred_language: 'english', comfort_english: true },
    person.token,
  );
  for (const response of [general, demographic, logistic])
    if (response.status !== 201) throw new Error(`profile not saved: ${response.text}`);
  return { userId: person.userId, generalInfoId: general.body.id, logisticId: logistic.body.id };
}

export async function studentApplication(api: ApiClient, person: TestApplicant, course: Course) {
  const response = await api.post<Created>('/courses/student-applications/', studentForm(course), person.token);
  if (response.status !== 201) throw new Error(`application not submitted: ${response.text}`);
  return response.body.id;
}
