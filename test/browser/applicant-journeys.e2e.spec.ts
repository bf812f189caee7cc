import { MESSAGES, type feeBreakdownSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { Page } from 'playwright-core';
import { type Course, adminToken, createCourse, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { EXPLANATION, type Role, apply, freshCourse, offer, takeSteps } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { group, openApplicationForm } from './support/application-form';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { newestLink } from './support/email-links';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** A mid-range phone (issue 19, item 8): every applicant page fits it without scrolling sideways. */
const PHONE_390 = { width: 390, height: 844 };
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Wider than the window: the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** What a new applicant ran into in their first week (issue 19, items 1 to 9), each walked in a real browser. */
describe('an applicant’s journeys, end to end in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let ada: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const newPhonePage = async (): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: PHONE_390 })).newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  const signedIn = async (person: TestApplicant, path: string): Promise<Page> => {
    const page = await newPhonePage();
    await page.goto(`${appUrl}/help`);
    await page.evaluate((token) => localStorage.setItem('portal.token', token), person.token);
    await page.goto(`${appUrl}${path}`);
    return page;
  };
  const offered = async (person: TestApplicant, role: Role, country = 'Germany') => {
    const course = await freshCourse(api, admin, { roles_document_url: 'https://example.org/roles.pdf' });
    const id = await apply(api, person.token, course, role, { residing_country_during_course: country });
    await offer(api, admin, id, daysFromNow(30));
    return { course, id };
  };

  it('follows the offer email’s link through sign-in to that offer', async () => {
    const { id } = await offered(ada, 'student');
    const link = await newestLink(portal.dataDir, ada.email, '/sign-in');
    const page = await newPhonePage();
    await page.goto(link);
    await page.getByLabel(/^Email/).fill(ada.email);
    await page.getByLabel(/^Password/).fill(ada.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${appUrl}/course/${id}?type=student`);
    await heading(page, 'Your offer').waitFor();
    await page.context().close();
  }, 60_000);

  it('asks again for an amount chosen before the fee went down, saying why', async () => {
    // Ghana's cost of living (0.3) offers pay what you can; $250 is chosen, then paying oneself halves the fee.
    const { id } = await offered(ada, 'student', 'Ghana');
    await takeSteps(api, ada.token, id, 'reduced-fee');
    const path = `/courses/student-applications/${id}/`;
    expect((await api.post(`${path}pay-what-you-can/`, { amount: 250 }, ada.token)).status).toBe(200);
    await api.post(`${path}funding/`, { funding: 'self_funded', explanation: EXPLANATION }, ada.token);
    const fee = (await api.get<z.infer<typeof feeBreakdownSchema>>(`${path}fee/`, ada.token)).body;

    const page = await signedIn(ada, `/course/${id}?type=student`);
    await heading(page, 'Course fee').waitFor();
    await button(page, 'Pay').click();
    // The snackbar keeps the spec's words; the alert atop the step says what exactly went wrong.
    await page.getByText(MESSAGES.anErrorAppeared).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'The amount you chose' });
    await alert.getByText(`more than your fee of $${fee.total} USD now`, { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Pay what you can' });
    await form.getByLabel(/^Amount you can pay/).fill('100');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Pay this amount' }).click();
    await page.waitForURL(/\/demo\/stripe\/pay\//);
    await page.getByText('100.00 USD', { exact: true }).waitFor();
    await page.context().close();
  }, 60_000);

  it('keeps a long hardship explanation through Go Back and a reload, and says "Your fee" when nothing was reduced', async () => {
    const { id } = await offered(ada, 'student');
    await takeSteps(api, ada.token, id, 'payment');
    const page = await signedIn(ada, `/course/${id}?type=student`);
    await button(page, 'Apply for a reduced fee').click();
    await page.getByLabel('Yes, my institution or a grant will pay the fee').check();
    await page.getByLabel(/^Please explain your funding situation/).fill(EXPLANATION);
    await button(page, 'Next').click();
    await heading(page, 'Hardship discount').waitFor();
    await page.getByLabel('No', { exact: true }).check();
    const explanation = page.getByLabel(/^Please explain your financial situation/);
    await explanation.fill(`${EXPLANATION}Hardship.`);
    await button(page, 'Go Back').click();
    await heading(page, 'Funding').waitFor();
    expect(await page.getByLabel(/^Please explain your funding situation/).inputValue()).toBe(EXPLANATION);
    await button(page, 'Next').click();
    await heading(page, 'Hardship discount').waitFor();
    expect(await explanation.inputValue()).toBe(`${EXPLANATION}Hardship.`);
    await page.reload();
    await heading(page, 'Hardship discount').waitFor();
    expect(await explanation.inputValue()).toBe(`${EXPLANATION}Hardship.`);
    await button(page, 'Next').click();
    // Funded and no hardship: nothing was reduced, and the money reads as money.
    await heading(page, 'Your fee').waitFor();
    const fee = page.getByRole('table', { name: 'Fee breakdown' });
    await fee.getByRole('cell', { name: '-$1,200.00', exact: true }).waitFor();
    expect(await heading(page, 'Your reduced fee').count()).toBe(0);
    expect(await page.getByText(/\$-/).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('names missing answers first on an empty TA form, and shows the TA agreement before its box', async () => {
    const tom = await newApplicant(portal, api, 'Tom');
    await fillProfile(api, tom.token);
    const course = await createCourse(api, admin, { season: 2090 });
    const page = await signedIn(tom, '/applications');
    await openApplicationForm(page, course.name, 'Apply as teaching assistant.');
    await button(page, 'Submit application').click();
    await page.getByText(MESSAGES.requiredFieldsMissing).waitFor();
    expect(await page.getByText(MESSAGES.selectAtleastTwoTimeslots).count()).toBe(0);
    await page.context().close();

    const { id } = await offered(tom, 'ta');
    const dashboard = await signedIn(tom, `/course/${id}?type=ta`);
    const agreement = dashboard.getByRole('region', { name: 'The agreement' });
    await agreement.getByText('Teaching assistant contractor agreement').waitFor();
    const box = dashboard.getByLabel('I have read and agree to the teaching assistant contractor agreement');
    const text = defined(await agreement.boundingBox(), 'the agreement on screen');
    const tick = defined(await box.boundingBox(), 'the tick box on screen');
    expect(text.y).toBeLessThan(tick.y);
    await expectAccessible(dashboard);
    await dashboard.context().close();
  }, 90_000);

  it('marks only required questions required, and writes topic names with their capitals', async () => {
    const course = await createCourse(api, admin, { season: 2091 });
    const page = await signedIn(ada, '/applications');
    await openApplicationForm(page, course.name, 'Apply as student.');
    const legend = (name: string) => group(page, name).locator('legend');
    expect(await legend('Calculus').textContent()).not.toContain('*');
    expect(await legend('Python?').textContent()).toContain('*');
    await page.goto(`${appUrl}/applications`);
    await openApplicationForm(page, course.name, 'Apply as mentor.');
    await page
      .getByText(/^Deep Q-learning/)
      .first()
      .waitFor();
    await page
      .getByText(/^Self-supervised learning/)
      .first()
      .waitFor();
    await page.context().close();
  }, 60_000);

  it('shows a visitor the way in and each open course’s dates, fee and deadlines', async () => {
    const course: Course = await createCourse(api, admin, { season: 2092, course_price: 1500 });
    const page = await newPhonePage();
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    const card = page.getByRole('article', { name: course.name });
    await card.getByText('$1,500.00 before discounts').waitFor();
    await card.getByText('Dates', { exact: true }).waitFor();
    await card.getByText('Student applications', { exact: true }).waitFor();
    await card
      .getByText(/^Open, closes /)
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.context().close();
  }, 60_000);

  it('shows a course whose windows have closed as closed, and leaves out one that has run (issue 57 item 12)', async () => {
    const past = (days: number) => daysFromNow(-days);
    const closedWindows = {
      ...Object.fromEntries(
        ['student', 'ta', 'mentor'].flatMap((role) => [
          [`${role}_application_start_date`, past(60)],
          [`${role}_application_end_date`, past(40)],
        ]),
      ),
      deadline_application_update_date: past(35),
      deadline_accepting_offer_end_date: past(30),
      enrollment_end_date: past(25),
      start_date: past(20),
    };
    const running = await createCourse(api, admin, { ...closedWindows, end_date: daysFromNow(10) });
    const ran = await createCourse(api, admin, { ...closedWindows, end_date: past(2) });
    const page = await newPhonePage();
    await page.goto(`${appUrl}/`);
    const card = page.getByRole('article', { name: running.name });
    await card.getByText('Applications are closed').waitFor();
    expect(await card.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(await card.getByText(/^Closed /).count()).toBe(3);
    expect(await page.getByRole('article', { name: ran.name }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('leads a payer whose payment is not confirmed back to their dashboard (issue 57 item 9)', async () => {
    const { id } = await offered(ada, 'student');
    const page = await signedIn(ada, `/course/${id}?type=student`);
    await heading(page, 'Your offer').waitFor();
    // The page's clock is the test's: half a minute passes when the test says so.
    await page.clock.install();
    await page.goto(`${appUrl}/course/${id}?type=student&checkout=success`);
    await heading(page, 'Confirming your payment').waitFor();
    const back = page.getByRole('link', { name: 'Back to your course dashboard' });
    expect(await back.count()).toBe(0);
    await page.clock.runFor(32_000);
    await page.getByText(/^Your payment has not been confirmed yet\./).waitFor();
    await expectAccessible(page);
    await back.click();
    await heading(page, 'Your offer').waitFor();
    await page.context().close();
  }, 60_000);

  it('holds the preferences form on the applications page, as on Logistics', async () => {
    const eve = await newApplicant(portal, api, 'Eve');
    await fillProfile(api, eve.token);
    const page = await signedIn(eve, '/applications');
    await heading(page, 'Submitted Applications').waitFor();
    expect(await heading(page, 'Preferences').count()).toBe(0);
    await page.close();
    for (const season of [2093, 2094])
      await apply(api, eve.token, await createCourse(api, admin, { season }), 'student');
    const again = await signedIn(eve, '/applications');
    await heading(again, 'Preferences').waitFor();
    await expectAccessible(again);
    await again.context().close();
  }, 60_000);

  it('fits every applicant page into 390 pixels, Withdraw in reach', async () => {
    const course = await createCourse(api, admin, { season: 2095 });
    const zoe = await newApplicant(portal, api, 'Zoe');
    await fillProfile(api, zoe.token);
    const id = await apply(api, zoe.token, course, 'student');
    const visitor = await newPhonePage();
    for (const path of ['/', '/sign-in', '/sign-up', '/forgot-password', '/help']) {
      await visitor.goto(`${appUrl}${path}`);
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      expect([path, await scrollsSideways(visitor)]).toEqual([path, false]);
    }
    await visitor.context().close();

    const page = await signedIn(zoe, '/applications');
    const row = page.getByRole('row').filter({ hasText: course.name });
    const withdraw = row.getByRole('button', { name: 'Withdraw' });
    await withdraw.waitFor();
    const box = defined(await withdraw.boundingBox(), 'the Withdraw button on screen');
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page);
    for (const path of [
      '/account',
      '/logistics',
      '/media',
      `/create/student_application/${course.id}`,
      `/edit/student_application/${course.id}/${id}`,
    ]) {
      await page.goto(`${appUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect([path, await scrollsSideways(page)]).toEqual([path, false]);
    }
    const { id: offerId } = await offered(zoe, 'student');
    await page.goto(`${appUrl}/course/${offerId}?type=student`);
    await heading(page, 'Your offer').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  }, 120_000);
});
