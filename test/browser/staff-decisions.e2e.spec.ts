import type { Locator } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import type { staffApplicationRecordSchema } from '@portal/contracts';
import type { z } from 'zod';

import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { DESK_VIEWPORT, staffPage } from './support/staff';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

async function expectCount(locator: Locator, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await locator.count()).toBe(count);
}

const listUrl = (appUrl: string, filter: Record<string, unknown>) =>
  `${appUrl}/admin/applications?${new URLSearchParams({ filter: JSON.stringify(filter), perPage: '25', page: '1' })}`;

describe('staff decisions per role, in the browser (demo data)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;

  const applications = async (filter: Record<string, unknown>) =>
    (
      await api.get(
        `/admin/applications?${new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) })}`,
        admin,
      )
    ).body as Array<{ id: string; applicant_name: string; status: string; role: string }>;

  beforeAll(async () => {
    // Both are awaited before failing, so a browser that cannot start still leaves afterAll a portal to stop.
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('approves the demo mentors from the show page and in bulk, never offering them an offer', async () => {
    const mentors = await applications({ role: 'mentor', status: 'applied' });
    expect(mentors.map((mentor) => mentor.applicant_name).sort()).toEqual([
      'Lena Vogel',
      'Marta Mentor',
      'Tariq Nasser',
    ]);
    const page = await staffPage(browser, appUrl);

    await page.goto(listUrl(appUrl, { role: 'mentor', status: 'applied' }));
    const rows = page.locator('tbody tr');
    await expectCount(rows, 3);
    await rows.filter({ hasText: 'Marta Mentor' }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Make offer' }).count()).toBe(0);
    // The mentor's answers read as the form asked them, topics by their proper names, beside the review.
    const answers = page.getByRole('region', { name: 'Answers' });
    await answers.getByRole('heading', { name: 'Comfort with deep learning topics (1 to 5)' }).waitFor();
    await answers.getByText('Deep Q-learning', { exact: true }).waitFor();
    await answers.getByText('Decoding choices from population activity with regularised regression.').waitFor();
    await answers.getByText('Project groups they could mentor').waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Approve: Marta Mentor' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Decision recorded.').waitFor();
    const marta = defined(
      mentors.find((mentor) => mentor.applicant_name === 'Marta Mentor'),
      'Marta Mentor among the mentors',
    );
    expect(
      (await api.get<z.infer<typeof staffApplicationRecordSchema>>(`/admin/applications/${marta.id}`, admin)).body
        .status,
    ).toBe('approved');

    await page.goto(listUrl(appUrl, { role: 'mentor', status: 'applied' }));
    await expectCount(rows, 2);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Make offer' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const outbox = page.getByRole('dialog', { name: 'Approve: 2 applications' });
    await outbox.getByText(/^2 emails will be sent\./).waitFor();
    await outbox.getByRole('button', { name: 'Send 2 emails' }).click();
    await page.getByText('2 applications updated.').waitFor();
    expect(await applications({ role: 'mentor', status: 'applied' })).toEqual([]);
    expect(await applications({ role: 'mentor', status: 'approved' })).toHaveLength(3);
    await page.context().close();
  }, 90_000);

  it('offers a TA both an offer and approval, and a student an offer but no approval', async () => {
    const [ta] = await applications({ role: 'ta', status: 'applied' });
    const [student] = await applications({ role: 'student' });
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/applications/${ta.id}/show`);
    await page.getByRole('button', { name: 'Make offer' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await page.goto(`${appUrl}/admin/applications/${student.id}/show`);
    await page.getByRole('button', { name: 'Make offer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('words an offer not yet taken up "Offer made" in both apps, never "Accepted"', async () => {
    const [offer] = await applications({ role: 'student', status: 'accepted', q: 'applicant@example.org' });
    const staff = await staffPage(browser, appUrl);
    await staff.goto(`${appUrl}/admin/applications/${offer.id}/show`);
    await staff.getByText('Offer made', { exact: true }).waitFor();
    await staff.goto(listUrl(appUrl, { role: 'student', status: 'accepted', q: 'applicant@example.org' }));
    await staff.locator('tbody tr').filter({ hasText: 'Offer made' }).waitFor();
    expect(await staff.locator('tbody').getByText('Accepted', { exact: true }).count()).toBe(0);
    await staff.context().close();

    // The applicant's own table, signed in with the demo applicant's token.
    const token = await api.signIn('applicant@example.org', 'demo-applicant-2026');
    const page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
    await page.goto(appUrl);
    await page.evaluate((value) => localStorage.setItem('portal.token', value), token);
    await page.goto(`${appUrl}/applications`);
    const row = page.getByRole('row').filter({ hasText: 'Computational Neuroscience' }).filter({ hasText: 'Student' });
    await row.waitFor();
    // The status cell also holds the offer's call to action (issue 57); its status reads the same.
    const status = row.getByRole('cell').nth(2);
    await status.getByText('Offer made', { exact: true }).waitFor();
    expect(await status.getByText('Accepted').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
