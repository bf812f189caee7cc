import { NON_FIELD_ERRORS, type FieldError } from '@portal/contracts';
import { authToken } from './auth-token';

// All calls to the portal API go through here, so the base path, the token header, the timeout
// and the error format (docs/architecture.md §4) are handled in one place.
const API_BASE_PATH = '/api';
const API_TIMEOUT_MS = 30_000;

/** 400 `{"<field>": [{"message","code"}], "non_field_errors": [...]}` or `{"detail","code"}`. */
type ErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, message: string, body: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The first problem of each field that has one, `non_field_errors` left out. */
  fieldErrors(): Record<string, FieldError> {
    const entries = Object.entries(this.body).flatMap(([field, problems]) =>
      field !== NON_FIELD_ERRORS && isFieldErrorList(problems) ? [[field, problems[0]] as const] : [],
    );
    return Object.fromEntries(entries);
  }

  firstNonFieldError(): FieldError | undefined {
    const problems = this.body[NON_FIELD_ERRORS];
    return isFieldErrorList(problems) ? problems[0] : undefined;
  }

  /** The error's code: the first non-field error's, else the `{"detail","code"}` one. */
  code(): string | undefined {
    const code = this.firstNonFieldError()?.code ?? this.body.code;
    return typeof code === 'string' ? code : undefined;
  }
}

const isFieldErrorList = (value: unknown): value is [FieldError, ...FieldError[]] => {
  if (!Array.isArray(value)) return false;
  const first: unknown = value[0];
  return typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string';
};

const readErrorBody = async (response: Response): Promise<ErrorBody> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') return body as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, for instance): the status line is all there is.
  }
  return {};
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const body = await readErrorBody(response);
  const message =
    typeof body.detail === 'string'
      ? body.detail
      : `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  return new ApiError(response.status, message, body);
};

type RequestOptions = { signal?: AbortSignal };

/** JSON, or a multipart form (the profile edit with its image), whose boundary the browser sets. */
const encode = (body: unknown): { contentType: Record<string, string>; payload: BodyInit | undefined } =>
  body === undefined || body instanceof FormData
    ? { contentType: {}, payload: body }
    : { contentType: { 'Content-Type': 'application/json' }, payload: JSON.stringify(body) };

const request = async <T>(method: string, path: string, body: unknown, { signal }: RequestOptions): Promise<T> => {
  const token = authToken.get();
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const { contentType, payload } = encode(body);
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: {
      Accept: 'application/json',
      ...contentType,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: payload,
  });
  if (!response.ok) throw await toApiError(response);
  // 204 No Content (a DELETE) has no body to read.
  return (response.status === 204 ? undefined : await response.json()) as T;
};

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  /** Most deletes name their resource in the path; a few (an ORCID record) send its id in the body. */
  delete: <T = void>(path: string, { body, ...options }: RequestOptions & { body?: unknown } = {}) =>
    request<T>('DELETE', path, body, options),
};
