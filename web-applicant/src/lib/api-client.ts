// All calls to the portal API go through here, so the base path and the error format
// (DESIGN.md §4: `{"detail": "...", "code": "..."}`) are handled in one place.
const API_BASE_PATH = '/api';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type RequestOptions = { signal?: AbortSignal };

const readErrorMessage = async (response: Response): Promise<string> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // Not JSON (a proxy error page, for instance): fall back to the status line.
  }
  return `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
};

const request = async <T>(path: string, init: RequestInit): Promise<T> => {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorMessage(response));
  return (await response.json()) as T;
};

export const api = {
  get: <T>(path: string, { signal }: RequestOptions = {}) => request<T>(path, { method: 'GET', signal }),
};
