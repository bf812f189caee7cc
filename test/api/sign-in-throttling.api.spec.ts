import { expect } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, createCourse } from './applications-fixtures';
import { type ApiResponse, ApiClient } from './identity-client';

const ADMIN = { username: 'admin@example.org', password: 'demo-admin-2026' };
const REVIEWER = { username: 'reviewer@example.org', password: 'demo-reviewer-2026' };

const statuses = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

function expectThrottled(response: ApiResponse, detail: string): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ detail, code: 'throttled' });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('sign-in guesses behind a trusted proxy', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signIn = (credentials: { username: string; password: string }, address: string) =>
    api.request('POST', '/users/sign-in/', { json: credentials, headers: from(address) });

  beforeAll(async () => {
    portal = await openPortal('pglite', { TRUST_PROXY: '127.0.0.1' });
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('evaluates five of thirty concurrent wrong passwords and answers the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn({ username: REVIEWER.username, password: `guess-${i}` }, '203.0.113.7'),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 25 });
    expectThrottled(answers.find((answer) => answer.status === 429) as ApiResponse, MESSAGES.tooManySignInAttempts);
    // The stranger's own next try, even with the right password, waits: it must not learn it is right.
    expectThrottled(await signIn(REVIEWER, '203.0.113.7'), MESSAGES.tooManySignInAttempts);
    // The owner, from their own address, still gets in.
    expect((await signIn(REVIEWER, '198.51.100.20')).status).toBe(200);
  });

  it('lets the right password of an account nobody guessed in from an address past its ceiling', async () => {
    const crowd = '203.0.113.99';
    for (let round = 0; round < 21; round++)
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          signIn({ username: `nobody-${round}-${i}@example.org`, password: 'x' }, crowd),
        ),
      );
    expect((await signIn(ADMIN, crowd)).status).toBe(200);
    // A second guess at one account from there waits: one free attempt per account past the ceiling.
    await signIn({ username: 'someone@example.org', password: 'guess-1' }, crowd);
    expectThrottled(
      await signIn({ username: 'someone@example.org', password: 'guess-2' }, crowd),
      MESSAGES.tooManySignInAttempts,
    );
  }, 120_000);

  it('counts twenty concurrent guesses at the course-content password one by one', async () => {
    const admin = await adminToken(api);
    const course = await createCourse(api, admin);
    const set = await api.request('PUT', `/admin/courses/${course.id}/content/`, {
      json: { files: [], password: 'open-sesame-9' },
      token: admin,
    });
    expect(set.status).toBe(200);
    const guesser = await newApplicant(portal, api, 'Guesser');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request('POST', '/media_files/verify_password/', {
          json: { password: `guess-${i}` },
          token: guesser.token,
          headers: from('203.0.113.50'),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 15 });
    expectThrottled(
      answers.find((answer) => answer.status === 429) as ApiResponse,
      MESSAGES.tooManyContentPasswordAttempts,
    );
  }, 60_000);
});

describe('sign-in guesses with no proxy trusted', () => {
  let portal: InProcessPortal;
  let api: ApiClient;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('ignores X-Forwarded-For: a guesser cannot take a fresh address with each request', async () => {
    const answers: ApiResponse[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await api.request('POST', '/users/sign-in/', {
          json: { username: REVIEWER.username, password: `guess-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
