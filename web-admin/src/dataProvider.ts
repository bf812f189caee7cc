import type { ApplicationHistoryEntry, StaffDecisionKind } from '@portal/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type Identifier, fetchUtils } from 'react-admin';
import { staffToken } from './auth/staffSession';
import { certificateMethods } from './certificates/certificateMethods';
import { jobMethods } from './jobs/jobMethods';
import { matchingMethods } from './matching/matchingMethods';
import { mentorRoundMethods } from './matching/mentors/mentorRoundMethods';
import { rematchMethods } from './matching/rematch/rematchMethods';
import { podMethods } from './pods/podMethods';
import { reviewApi } from './review/reviewApi';
import { webhookMethods } from './webhooks/webhookMethods';

type ErrorBody = { detail?: string } & Record<string, unknown>;

/** Field errors of docs/architecture.md §4 as react-admin shows them beside each input. */
const fieldErrorsOf = (body: ErrorBody) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => Array.isArray(value))
      .map(([field, value]) => [field, (value as { message: string }[])[0]?.message ?? 'Invalid.']),
  );

/** Shared by the feature APIs that add staff commands (review/reviewApi.ts). */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = staffToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = (error.body ?? {}) as ErrorBody;
    const errors = fieldErrorsOf(body);
    const message = body.detail ?? Object.values(errors).at(0) ?? error.message;
    throw new HttpError(message, error.status, { ...body, errors });
  }
};

/** The field errors `httpClient` put on a refusal, by field; none for any other failure. */
export const refusalFieldErrors = (error: unknown): Record<string, string> => {
  const body: unknown = error instanceof HttpError ? error.body : undefined;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
};

/** A staff command; its answer is the route's, as its contract in @portal/contracts describes it. */
export const post = <T>(path: string, body: unknown) =>
  httpClient(path, { method: 'POST', body: JSON.stringify(body) }).then((response) => {
    const json: unknown = response.json;
    return json as T;
  });

export type DecisionOutcome = { id: Identifier; ok: boolean; error?: { code: string; detail: string } };
export interface StaffDataProvider extends DataProvider {
  /** `confirmOverCapacity`: staff were told the course's places and make the offer anyway (a 409 `over_capacity` asked). */
  decide(
    id: Identifier,
    decision: StaffDecisionKind,
    acceptingOfferEndDate?: string,
    confirmOverCapacity?: boolean,
  ): Promise<unknown>;
  decideMany(
    ids: Identifier[],
    decision: StaffDecisionKind,
    acceptingOfferEndDate?: string,
    confirmOverCapacity?: boolean,
  ): Promise<{ results: DecisionOutcome[] }>;
  getHistory(id: Identifier): Promise<ApplicationHistoryEntry[]>;
}

// Staff reads follow ra-data-simple-rest unchanged (sort, range, filter, Content-Range); staff
// commands are methods posting to /api/admin/<resource>/<id>/<command>.
export const dataProvider: StaffDataProvider = {
  ...simpleRestProvider('/api/admin', httpClient),
  ...reviewApi,
  decide: (id, decision, acceptingOfferEndDate, confirmOverCapacity) =>
    post(`/api/admin/applications/${id}/decide/`, {
      decision,
      accepting_offer_end_date: acceptingOfferEndDate,
      confirm_over_capacity: confirmOverCapacity,
    }),
  decideMany: (ids, decision, acceptingOfferEndDate, confirmOverCapacity) =>
    post('/api/admin/applications/decide/', {
      ids,
      decision,
      accepting_offer_end_date: acceptingOfferEndDate,
      confirm_over_capacity: confirmOverCapacity,
    }),
  getHistory: (id) =>
    httpClient(`/api/admin/applications/${id}/history`).then(({ json }) => json as ApplicationHistoryEntry[]),
  ...matchingMethods(httpClient),
  ...podMethods(httpClient),
  ...certificateMethods(httpClient),
  ...jobMethods(httpClient),
  ...mentorRoundMethods(httpClient),
  ...rematchMethods(httpClient),
  ...webhookMethods(httpClient),
};
