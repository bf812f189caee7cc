import { expectDocumented } from '../support/openapi-contract';

/**
 * A small HTTP client for black-box tests: JSON in, status and parsed body out, raw text kept for leak
 * checks, and every response checked against the portal's OpenAPI document.
 */
export interface ApiResponse {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

export class ApiClient {
  /** Every response body seen, so a test can check that no secret ever left the server. */
  readonly seen: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; token?: string; raw?: string } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
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
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  post = (path: string, json: unknown, token?: string) => this.request('POST', path, { json, token });
  get = (path: string, token?: string) => this.request('GET', path, { token });

  async signIn(username: string, password: string): Promise<string> {
    const response = await this.post('/users/sign-in/', { username, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response.body.token;
  }
}

/** The first message of a field error, as the UI maps it (spec §5). */
export const firstError = (response: ApiResponse, field: string) => response.body?.[field]?.[0];
