import { type ApplicationView, MESSAGES } from '@portal/contracts';
import type { ApiClient, ApiResponse, Created } from './identity-client';
import { type Course, createCourse, mentorForm, patch, studentForm, taForm } from './applications-fixtures';

export type Role = 'student' | 'ta' | 'mentor';
const FORMS = { student: studentForm, ta: taForm, mentor: mentorForm };

/** 200 characters and more: what the enrollment explanations need. */
export const EXPLANATION =
  'I am a doctoral student paying for this course myself; my lab has no budget for training. '.repeat(3);

/**
 * The next unused season of each portal, counted per portal address rather than once per module: the
 * api tier shares modules between the files of a worker, and each file has a portal of its own.
 */
const nextSeason = new Map<string, number>();
/** A course of its own season (so the per-season limits never interfere). */
export function freshCourse(api: ApiClient, admin: string, overrides: Record<string, unknown> = {}) {
  const season = nextSeason.get(api.baseUrl) ?? 2070;
  nextSeason.set(api.baseUrl, season + 1);
  return createCourse(api, admin, { season, ...overrides });
}

export async function apply(
  api: ApiClient,
  token: string,
  course: Course,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await api.post<Created>(
    `/courses/${role}-applications/`,
    { ...FORMS[role](course), ...overrides },
    token,
  );
  if (response.status !== 201) throw new Error(`application not submitted: ${response.text}`);
  return response.body.id;
}

/** A staff decision; `T`: the application as decided, or the error body a refusal answers. */
export const decide = <T = ApplicationView>(
  api: ApiClient,
  admin: string,
  id: string,
  body: Record<string, unknown>,
): Promise<ApiResponse<T>> => api.post<T>(`/admin/applications/${id}/decide/`, body, admin);

export async function offer(api: ApiClient, admin: string, id: string, endDate?: string): Promise<void> {
  const response = await decide(api, admin, id, { decision: 'offer', accepting_offer_end_date: endDate });
  if (response.status !== 200) throw new Error(`no offer: ${response.text}`);
}

/**
 * 50 parallel answers to one offer, half accepts and half declines: the offer gets one answer, every
 * request of the winning kind succeeds and every other one is refused.
 */
export async function expectOneAnswer(api: ApiClient, admin: string, token: string): Promise<void> {
  const id = await apply(api, token, await freshCourse(api, admin), 'student');
  await offer(api, admin, id);
  const path = `/courses/student-applications/${id}/`;
  const requests = Array.from({ length: 50 }, (_, i) =>
    i % 2 === 0
      ? patch(api, `${path}wants-to-enroll/`, { wants_to_enroll: true }, token).then((r) => ['accept', r] as const)
      : api.post(`${path}decline/`, {}, token).then((r) => ['decline', r] as const),
  );
  const responses = await Promise.all(requests);
  const final = (await api.get<ApplicationView>(path, token)).body;
  const winner = final.status === 'declined' ? 'decline' : 'accept';
  expect(final).toMatchObject(
    winner === 'decline' ? { wants_to_enroll: false } : { status: 'accepted', wants_to_enroll: true },
  );
  for (const [kind, response] of responses) {
    if (kind === winner) expect(response.status).toBe(200);
    else expect(response.body).toEqual({ detail: MESSAGES.youCannotPerformThisAction, code: 'not_allowed' });
  }
}

/** How far into the wizard a test takes a student: up to the pay step, or through hardship step 1. */
export type WizardProgress = 'payment' | 'reduced-fee';

/** Takes the wizard's steps in their order, as the browser would; each must succeed. */
export async function takeSteps(
  api: ApiClient,
  token: string,
  id: string,
  upTo: WizardProgress,
  answers: { funding?: string; hardship?: boolean } = {},
): Promise<void> {
  const path = `/courses/student-applications/${id}/`;
  const steps: Array<[string, Record<string, unknown>]> = [
    ['roles-document', { read_roles_document: true }],
    ['supplemental', { filled_airtable_form: true }],
  ];
  if (upTo === 'reduced-fee')
    steps.push(
      ['funding', { funding: answers.funding ?? 'yes_funded', explanation: EXPLANATION }],
      ['hardship', { hardship: answers.hardship ?? false, explanation: EXPLANATION }],
    );
  for (const [step, body] of steps) {
    const response = await api.post(`${path}${step}/`, body, token);
    if (response.status !== 200) throw new Error(`${step} refused: ${response.text}`);
  }
}
