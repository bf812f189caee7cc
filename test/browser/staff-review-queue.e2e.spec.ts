import type { Page } from 'playwright-core';
import { type Course, adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import type { applicationReviewsSchema } from '@portal/contracts';
import type { z } from 'zod';

type ApplicationReviews = z.infer<typeof applicationReviewsSchema>;
import { newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

/**
 * The review queue, used with the keyboard only: next, previous, next unreviewed (by the reviewer at
 * the keys), scores that save themselves, saved filters that follow the reviewer to another browser.
 */
describe('the review queue, keyboard only, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let course: Course;
  const ids: string[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    course = await freshCourse(api, admin);
    for (const name of ['Quinn', 'Rosa', 'Sami']) {
      const applicant = await newApplicant(portal, api, name);
      await fillProfile(api, applicant.token);
      ids.push(await apply(api, applicant.token, course, 'student'));
    }
  }, 180_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** The card's criteria are on screen: keys pressed before they load have nothing to score. */
  const scoresShown = (page: Page) =>
    page
      .getByRole('region', { name: 'Scores' })
      .getByText(/keys 1 to 5 score it/)
      .waitFor();
  const heading = (page: Page) => page.getByRole('heading', { name: /^\d+ of 3: / });
  /** A browser context of its own (nothing stored from another), signed in with the keyboard. */
  const signedIn = async (username: string, password: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrl}/admin/login`);
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
    return page;
  };

  it('moves through the queue and scores from the keyboard, saving without a click', async () => {
    const page = await signedIn('reviewer@example.org', 'demo-reviewer-2026');
    const context = page.context();
    const filter = encodeURIComponent(JSON.stringify({ course: course.id }));
    await page.goto(`${appUrl}/admin/applications?filter=${filter}`);
    await page.getByRole('cell', { name: /Sami Applicant/ }).waitFor();
    await page.getByRole('link', { name: 'Review queue' }).focus();
    await page.keyboard.press('Enter');

    await heading(page)
      .filter({ hasText: /^1 of 3: Quinn Applicant/ })
      .waitFor();
    // The answers being scored are on the queue's page, beside the scores.
    await page.getByRole('region', { name: 'Answers' }).getByText('I studied physics and now model neurons.').waitFor();
    await expectAccessible(page, { fromTop: true });
    await scoresShown(page);
    // As the help says: a digit scores the highlighted criterion (a second one corrects it), ↓ moves on.
    for (const key of ['4', '5', 'ArrowDown', '3', 'ArrowDown', '2']) await page.keyboard.press(key);
    await page.getByRole('status').filter({ hasText: 'Review saved.' }).waitFor();
    const reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    const saved = (await api.get<ApplicationReviews>(`/admin/applications/${ids[0]}/reviews`, reviewer)).body
      .reviews[0];
    expect(saved.criteria.map((criterion) => criterion.score)).toEqual([5, 3, 2]);

    await page.keyboard.press('j');
    await heading(page)
      .filter({ hasText: /^2 of 3: Rosa Applicant/ })
      .waitFor();
    await page.keyboard.press('j');
    await heading(page)
      .filter({ hasText: /^3 of 3: Sami Applicant/ })
      .waitFor();
    await page.keyboard.press('k');
    await heading(page)
      .filter({ hasText: /^2 of 3: Rosa Applicant/ })
      .waitFor();
    await scoresShown(page);
    // Rosa is scored on one criterion only: nothing is saved, she stays unreviewed, and the card says
    // what is missing.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('2');
    const draft = page.getByRole('status').filter({ hasText: /^Draft, not saved yet: .+ and .+ need a score\.$/ });
    await draft.waitFor();
    await page.keyboard.press('k');
    await heading(page)
      .filter({ hasText: /^1 of 3: Quinn Applicant/ })
      .waitFor();
    await page.keyboard.press('u');
    await heading(page)
      .filter({ hasText: /^2 of 3: Rosa Applicant/ })
      .waitFor();
    expect((await api.get<ApplicationReviews>(`/admin/applications/${ids[1]}/reviews`, reviewer)).body.reviews).toEqual(
      [],
    );
    await scoresShown(page);
    // Back on Rosa, the draft is still there: the two scores left complete and save it.
    await draft.waitFor();
    for (const key of ['3', 'ArrowDown', 'ArrowDown', '1']) await page.keyboard.press(key);
    await page.getByRole('status').filter({ hasText: 'Review saved.' }).waitFor();
    const rosa = (await api.get<ApplicationReviews>(`/admin/applications/${ids[1]}/reviews`, reviewer)).body.reviews;
    expect(rosa.map((review) => review.criteria.map((criterion) => criterion.score))).toEqual([[3, 2, 1]]);

    // The filter is kept under a name on the server: a fresh browser (no storage) signed in as the
    // same reviewer finds it, and it brings the same queue back from an empty one.
    await page.getByLabel('Name for this filter').focus();
    await page.keyboard.type('My course');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Saved filter' }).filter({ hasText: 'My course' }).waitFor();
    await context.close();

    const fresh = await signedIn('reviewer@example.org', 'demo-reviewer-2026');
    await fresh.goto(`${appUrl}/admin/review-queue`);
    await fresh.getByRole('combobox', { name: 'Saved filter' }).focus();
    await fresh.keyboard.press('Enter');
    await fresh.getByRole('option', { name: 'My course' }).waitFor();
    await fresh.keyboard.press('Enter');
    await heading(fresh)
      .filter({ hasText: /^1 of 3: Quinn Applicant/ })
      .waitFor();
    await expectAccessible(fresh, { fromTop: true });
    await fresh.context().close();

    // Another reviewer has not reviewed Quinn: from the last one, their next unreviewed comes round to Quinn.
    const other = await signedIn('admin@example.org', 'demo-admin-2026');
    await other.goto(`${appUrl}/admin/review-queue?filter=${filter}`);
    await heading(other)
      .filter({ hasText: /^1 of 3: Quinn Applicant/ })
      .waitFor();
    await other.keyboard.press('j');
    await other.keyboard.press('j');
    await heading(other)
      .filter({ hasText: /^3 of 3: Sami Applicant/ })
      .waitFor();
    await other.keyboard.press('u');
    await heading(other)
      .filter({ hasText: /^1 of 3: Quinn Applicant/ })
      .waitFor();
    await other.context().close();
  }, 240_000);
});
