import type { ValidationErrorBody } from '@portal/contracts';
import { expectDocumented } from '../support/openapi-contract';

/**
 * A small HTTP client for black-box tests: JSON in, status and parsed body out, raw text kept for leak
 * checks, and every response checked against the portal's OpenAPI document.
 *
 * `T` is the body the test expects, named from `@portal/contracts` where the contract has the type. It is
 * not taken on trust: every body is first checked against the OpenAPI document, which the portal builds
 * from those same contract schemas, so a body of another shape fails the request, not a later line. A call
 * that names no `T` gets `unknown`: enough to compare the body whole, while reading a field needs its type.
 */

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** The answer of a command that created a record: its id (other fields, where any, are read by their own type). */
export interface Created {
  id: string;
}

export class ApiClient {
  /** Every response body seen, so a test can check that no secret ever left the server. */
  readonly seen: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Token ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw;
    } else if (options.form) body = options.form;
    const url = `${this.baseUrl}/api${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    this.seen.push(text);
    // Every response an e2e test receives must be one the OpenAPI document describes.
    await expectDocumented(
      this.baseUrl,
      { method, url },
      { status: response.status, contentType: response.headers.get('content-type'), text },
    );
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON (an image) */
    }
    // Checked against the document above (see the class comment).
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  post = <T = unknown>(path: string, json: unknown, token?: string) => this.request<T>('POST', path, { json, token });
  get = <T = unknown>(path: string, token?: string) => this.request<T>('GET', path, { token });

  async signIn(username: string, password: string): Promise<string> {
    const response = await this.post<{ token: string }>('/users/sign-in/', { username, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response.body.token;
  }
}

/** The first message of a field error, as the UI maps it (spec §5). */
export const firstError = (response: ApiResponse, field: string) =>
  (response.body as Partial<ValidationErrorBody> | null)?.[field]?.[0];
