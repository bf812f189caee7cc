import { expect } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';

/** Waits until no email job is queued or running (other jobs, timers set for later, may stay). */
async function emailsDrained(api: ApiClient, admin: string): Promise<void> {
  for (;;) {
    const waiting = await Promise.all(
      (['queued', 'active'] as const).map(
        async (state) =>
          (
            await api.get<unknown[]>(
              `/admin/jobs?filter=${encodeURIComponent(JSON.stringify({ type: 'send-email', state }))}`,
              admin,
            )
          ).body.length,
      ),
    );
    if (waiting.every((count) => count === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('reset and verification emails asked for again and again', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let mail: FileMailbox;
  let admin: string;
  const forgot = (email: string, address: string) =>
    api.request('POST', '/users/forgot-password/', { json: { email }, headers: { 'x-forwarded-for': address } });

  const resetsTo = async (address: string) =>
    (await mail.messages()).filter((email) => email.to.includes(address) && email.subject === 'Reset your password');

  beforeAll(async () => {
    portal = await openPortal('pglite', { TRUST_PROXY: '127.0.0.1' });
    api = new ApiClient(portal.baseUrl);
    mail = new FileMailbox(portal.dataDir);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('sends three reset emails to one recipient however often it is asked, always answering the same', async () => {
    const person = await newApplicant(portal, api, 'Flooded');
    for (let i = 0; i < 13; i++) {
      const answer = await forgot(person.email, `198.51.100.${i + 1}`);
      expect(answer.body).toEqual({ detail: MESSAGES.instructionsHaveBeenSent });
    }
    for (let i = 0; i < 3; i++) await mail.next({ to: person.email, subject: 'Reset your password' });
    await emailsDrained(api, admin);
    expect(await resetsTo(person.email)).toHaveLength(3);
  });

  it('sends three fresh links for one expired link however often Resend is pressed', async () => {
    const person = await newApplicant(portal, api, 'Resender');
    await forgot(person.email, '198.51.100.200');
    const token = tokenIn(await mail.next({ to: person.email, subject: 'Reset your password' }), '/reset-password');
    for (let i = 0; i < 6; i++) {
      const answer = await api.request('POST', '/users/resend-email/', {
        json: { token, token_type: 'reset' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 100}` },
      });
      expect(answer.body).toEqual({ detail: MESSAGES.emailHasBeenSent });
    }
    for (let i = 0; i < 3; i++) await mail.next({ to: person.email, subject: 'Reset your password' });
    await emailsDrained(api, admin);
    expect(await resetsTo(person.email)).toHaveLength(4);
  });

  it('answers requests from one address past its limit the same, and sends nothing more', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, (_, i) => newApplicant(portal, api, `Crowd${i}`)));
    const address = '203.0.113.77';
    for (let i = 0; i < 20; i++) await forgot(`stranger-${i}@example.org`, address);
    for (const person of people)
      expect((await forgot(person.email, address)).body).toEqual({ detail: MESSAGES.instructionsHaveBeenSent });
    await emailsDrained(api, admin);
    for (const person of people) expect(await resetsTo(person.email)).toHaveLength(0);
  });
});

describe('forgot-password on PostgreSQL', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  const forgot = (email: string, address: string) =>
    api.request('POST', '/users/forgot-password/', { json: { email }, headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    portal = await openPortal('postgres', { TRUST_PROXY: '127.0.0.1' });
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('answers a known address and an unknown one in the same time', async () => {
    const people = await Promise.all(Array.from({ length: 15 }, (_, i) => newApplicant(portal, api, `Timed${i}`)));
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, person] of people.entries()) {
      const pair = [
        [person.email, known],
        [`absent-${i}@example.org`, unknown],
      ] as const;
      // Each goes first in every other pair, so neither gains from the other's warm-up.
      for (const [email, times] of i % 2 === 0 ? pair : [...pair].reverse()) {
        const started = performance.now();
        await forgot(email, `192.0.2.${i + 1}`);
        times.push(performance.now() - started);
      }
    }
    // Recording the reset before answering made the known address 17-24 ms slower here (43 in the
    // issue's measurement); after the answer they are a few milliseconds apart either way. The median of
    // each pair's difference, not the difference of medians: a pair runs back to back, so a burst of load
    // from other suites on this machine slows both of its calls alike.
    const differences = known.map((time, i) => time - unknown[i]);
    expect(Math.abs(median(differences))).toBeLessThan(10);
  }, 60_000);
});
