import { adminToken, staffQuery as query } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import type { MentorRoundView, staffApplicationRecordSchema } from '@portal/contracts';
import type { z } from 'zod';

import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

/**
 * Issue 19's staff journey on the demo data alone: an admin finds the undecided mentor of Neuro-AI
 * (whose pod is formed, its mentor round not run), approves them, runs and applies the course's mentor
 * round, and sees that mentor given the project group, using nothing but the staff app's screens.
 */
describe('a demo mentor approved and then matched from the staff app alone', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;

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
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('approves Marta Mentor, proposes and applies the Neuro-AI mentor round, and shows her group', async () => {
    const [marta] = (
      await api.get(`/admin/applications?${query({ filter: { role: 'mentor', q: 'mentor2@example.org' } })}`, admin)
    ).body as Array<{ id: string; course: string; course_name: string; status: string }>;
    expect(marta).toMatchObject({ course_name: 'Neuro-AI', status: 'applied' });

    const page = await staffPage(browser, appUrl);
    // The application, found from the menu and the list's search.
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.getByPlaceholder('Name, email or course').fill('Neuro-AI');
    // The search reaches the address after a pause: a row clicked before would be left for the list again.
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('Neuro-AI') ?? false);
    const rows = page.locator('tbody tr').filter({ hasText: 'Neuro-AI' });
    await rows.filter({ hasText: 'Mentor' }).filter({ hasText: 'Applied' }).filter({ hasText: 'Marta Mentor' }).click();
    await page.waitForURL(`**/admin/applications/${marta.id}/show`);
    await page.getByRole('region', { name: 'Answers' }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Approve: Marta Mentor' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Decision recorded.').waitFor();
    expect(
      (await api.get<z.infer<typeof staffApplicationRecordSchema>>(`/admin/applications/${marta.id}`, admin)).body
        .status,
    ).toBe('approved');

    // The course's mentor round, from the Matching screen: nothing run yet, then proposed with her.
    await page.getByRole('menuitem', { name: 'Matching' }).click();
    await page.getByRole('cell', { name: 'Neuro-AI', exact: true }).click();
    await page.getByText('No mentor round has been run for this course yet.').waitFor();
    await page.getByRole('button', { name: 'Run mentor round' }).click();
    const groups = page.getByRole('table', { name: 'Project groups' });
    const group = groups.getByRole('row').filter({ hasText: 'Slot 3 · Brain-Score benchmarks · 1' });
    await group.getByRole('cell', { name: 'Marta Mentor', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Apply mentor round' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply mentor round' }).click();
    await page.getByText(/the groups are formed/).waitFor();
    await group.getByRole('cell', { name: 'Marta Mentor', exact: true }).waitFor();
    await expectAccessible(page, { fromTop: true });

    const round = (await api.get<MentorRoundView>(`/admin/mentor-rounds/${marta.course}/`, admin)).body;
    expect(round.status).toBe('applied');
    expect(round.groups.map((shown) => shown.mentor_id)).toEqual([marta.id]);

    // The list reads her as matched, as the mentor's own card then does.
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.getByPlaceholder('Name, email or course').fill('mentor2@example.org');
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes('mentor2@example.org') ?? false);
    await page.locator('tbody tr').filter({ hasText: 'Marta Mentor' }).filter({ hasText: 'Matched' }).waitFor();
    expect(
      (await api.get<z.infer<typeof staffApplicationRecordSchema>>(`/admin/applications/${marta.id}`, admin)).body
        .status,
    ).toBe('matched');
    await page.context().close();
  }, 120_000);
});
