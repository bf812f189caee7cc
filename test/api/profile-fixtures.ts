import { MESSAGES, type UserView } from '@portal/contracts';
import type { TestApplicant } from '../support/applicants';
import { type ApiClient, type ApiResponse, firstError } from './identity-client';

/** What the profile suites share: valid records, the errors they expect, and requests as one applicant. */
export const REQUIRED = { message: MESSAGES.thisFieldIsRequired, code: 'required' };
export const NOT_A_CHOICE = { message: MESSAGES.selectValidChoice, code: 'invalid' };

export const generalInfo = {
  adult_age: true,
  highest_degree: 'masters_degree',
  highest_degree_year_earned: 2018,
  institution: 'University of Ghana',
  institution_country: 'Ghana',
  status: 'phd_student',
  held_position_time: 'two_years',
  text_about_research_and_interests: 'Decision making in rodents.',
  opportunities_to_match_with: ['phd_openings', 'conferences'],
};
export const demographic = {
  gender: ['self_describe'],
  self_describe_gender: 'Quillfeather-gender',
  race_and_ethnicity: ['black'],
  self_describe_race: 'dropped because not ticked',
  country_of_origin: 'Nigeria',
  parents_completed_college: 'no',
  dependents_at_home: 'prefer_not',
  socioeconomic_situation: 'below',
  access_support: ['closed_captioning'],
};
export const logistic = {
  preferred_time_slot: 3,
  second_preferred_time_slot: 4,
  possible_time_slots: [3, 4],
  preferred_language: 'english',
  possible_languages: ['french'],
  comfort_english: true,
};

/** A profile record (general info, demographic or logistic) as stored: its id, its time, its fields. */
export type ProfileRecord = Record<string, unknown> & { id: string; modified: string };

/** The three records' routes, each the key of the record's id in a suite. */
export type ProfileRoute = 'general-info' | 'demographic' | 'logistic';

/**
 * Requests to the profile routes as `owner` unless told otherwise; `api` and `owner` are read at each
 * call, since a suite makes them in its beforeAll.
 */
export function profileRequests(api: () => ApiClient, owner: () => TestApplicant) {
  return {
    /** `T`: the record as stored, or the error body a refusal answers. */
    post: <T = ProfileRecord>(route: string, body: unknown, who = owner()) =>
      api().post<T>(`/users/${route}/`, body, who.token),
    patch: <T = ProfileRecord>(route: string, id: string, body: unknown, who = owner()) =>
      api().request<T>('PATCH', `/users/${route}/${id}/`, { json: body, token: who.token }),
    me: async (who = owner()) => (await api().get<UserView>('/users/me/', who.token)).body,
  };
}

export const expectRefused = (response: ApiResponse, field: string, error: { message: string; code: string }) => {
  expect(response.status).toBe(400);
  expect(firstError(response, field)).toEqual(error);
};
