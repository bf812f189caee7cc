import { HttpError, fetchUtils } from 'react-admin';
import { staffToken } from '../auth/staffSession';

/**
 * JSON calls to the audit and personal-data routes that are not ra-data-simple-rest reads (an as-of
 * view, a rebuild, an erasure), with the staff token; a refusal becomes an HttpError carrying the
 * API's own message (docs/architecture.md §4), so a notification can show it as it is.
 */
export async function staffRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = staffToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  try {
    const response = await fetchUtils.fetchJson(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    // The route's answer, as its contract in @portal/contracts describes it.
    const json: unknown = response.json;
    return json as T;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(messageOf(error.body) ?? error.message, error.status, error.body);
  }
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = body as Record<string, unknown>;
  if (typeof errors.detail === 'string') return errors.detail;
  const first = Object.values(errors).find(Array.isArray) as { message?: string }[] | undefined;
  return first?.[0]?.message;
}
