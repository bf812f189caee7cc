import { type ApplicationView, MESSAGES, type ReceiptView } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { adminToken, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { EXPLANATION, apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { pickRadio, press, retype, tick, typeInto } from './support/keyboard';
import { ifSet } from '../support/if-set';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The fee table as its rows read: [line, amount]. */
async function feeLines(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Fee breakdown' });
  await table.getByRole('rowheader', { name: 'Total' }).waitFor();
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));
}

/**
 * The reductions of the student enrollment wizard (spec 2 §2, §4, §5): self-funded funding, the two
 * hardship steps, pay what you can, the zero fee, every 'Go Back' and the checkout's two return pages.
 * The walk through the reductions is made with the keyboard alone.
 */
describe('reducing, waiving and paying the course fee, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let student: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    student = await newApplicant(portal, api, 'Frugal');
    await fillProfile(api, student.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** An open offer on a course of its own season, the student living in `country` during it. */
  const offered = async (country: string, flags?: Record<string, boolean>) => {
    const course = await freshCourse(api, admin, { roles_document_url: 'https://example.org/roles.pdf' });
    const id = await apply(api, student.token, course, 'student', { residing_country_during_course: country });
    await offer(api, admin, id, daysFromNow(30));
    if (flags) expect((await api.post(`/admin/applications/${id}/fee-options/`, flags, admin)).status).toBe(200);
    return id;
  };

  const openDashboard = async (id: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/help`);
    await page.evaluate((value) => localStorage.setItem('portal.token', value), student.token);
    await page.goto(`${appUrl}/course/${id}?type=student`);
    return page;
  };

  /** Intro and supplemental form by keyboard, with 'Go Back' from the supplemental form to the intro. */
  const reachPayStep = async (page: Page) => {
    await heading(page, 'Your offer').waitFor();
    await tick(page, page.getByLabel('I have read the rules and responsibilities document'));
    await press(page, button(page, 'Accept and continue'));
    await heading(page, 'Supplemental form').waitFor();
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Your offer').waitFor();
    await press(page, button(page, 'Accept and continue'));
    await tick(page, page.getByLabel('I have filled out the airtable form'));
    await press(page, button(page, 'Next'));
    await heading(page, 'Course fee').waitFor();
  };

  it('halves the fee for a self-funded student in hardship, step by step and back, then pays after a cancel', async () => {
    const id = await offered('Germany');
    const page = await openDashboard(id);
    await reachPayStep(page);
    expect(await feeLines(page)).toEqual([
      ['Course price', '$2,090.00'],
      ['Academic discount', '-$1,200.00'],
      ['Cost of living adjustment', '-$133.50'],
      ['Processing fee (non-refundable)', '$42.50'],
      ['Total', '$799.00'],
    ]);
    expect(await button(page, 'Waive fee and enroll').count()).toBe(0);
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Supplemental form').waitFor();
    await press(page, button(page, 'Next'));

    await press(page, button(page, 'Apply for a reduced fee'));
    await heading(page, 'Funding').waitFor();
    await press(page, button(page, 'Next'));
    const funding = page.getByRole('group', { name: 'Will your institution or a grant pay your course fee?' });
    await funding.getByText(MESSAGES.mustSelectOneOption).waitFor();
    await page.getByText(MESSAGES.requiredField).waitFor();
    await expectAccessible(page);
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Course fee').waitFor();
    await press(page, button(page, 'Apply for a reduced fee'));
    await pickRadio(page, funding, 'No, I am paying the fee myself');
    await typeInto(page, page.getByLabel(/^Please explain your funding situation/), 'Too short.');
    await press(page, button(page, 'Next'));
    await page.getByText(MESSAGES.minimumLength200).waitFor();
    await typeInto(page, page.getByLabel(/^Please explain your funding situation/), EXPLANATION);
    await press(page, button(page, 'Next'));

    await heading(page, 'Hardship discount').waitFor();
    await press(page, button(page, 'Next'));
    const hardship = page.getByRole('group', { name: 'Would paying the course fee be a financial hardship for you?' });
    await hardship.getByText(MESSAGES.mustSelectOneOption).waitFor();
    await expectAccessible(page);
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Funding').waitFor();
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Course fee').waitFor();
    // Self-funded now: the pay step already shows the halved fee.
    await page.getByRole('rowheader', { name: 'Self-funded discount' }).waitFor();
    await press(page, button(page, 'Apply for a reduced fee'));
    await expect(funding.getByLabel('No, I am paying the fee myself').isChecked()).resolves.toBe(true);
    await typeInto(page, page.getByLabel(/^Please explain your funding situation/), EXPLANATION);
    await press(page, button(page, 'Next'));
    await pickRadio(page, hardship, 'Yes, paying the fee would be a financial hardship');
    await typeInto(page, page.getByLabel(/^Please explain your financial situation/), EXPLANATION);
    await press(page, button(page, 'Next'));

    await heading(page, 'Your reduced fee').waitFor();
    expect(await feeLines(page)).toEqual([
      ['Course price', '$2,090.00'],
      ['Academic discount', '-$1,200.00'],
      ['Cost of living adjustment', '-$133.50'],
      ['Self-funded discount', '-$378.25'],
      ['Hardship discount', '-$189.13'],
      ['Processing fee (non-refundable)', '$42.50'],
      ['Total', '$231.62'],
    ]);
    // Germany's cola is above 0.3 and no pay-what-you-can flag is set.
    expect(await button(page, 'I cannot afford this fee').count()).toBe(0);
    await expectAccessible(page);
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Hardship discount').waitFor();
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Funding').waitFor();
    await typeInto(page, page.getByLabel(/^Please explain your funding situation/), EXPLANATION);
    await press(page, button(page, 'Next'));
    await typeInto(page, page.getByLabel(/^Please explain your financial situation/), EXPLANATION);
    await press(page, button(page, 'Next'));
    await heading(page, 'Your reduced fee').waitFor();

    await press(page, button(page, 'Request a fee waiver'));
    await heading(page, 'Waive fee').waitFor();
    await press(page, button(page, 'Waive fee and enroll'));
    await page.getByText(MESSAGES.requiredField).waitFor();
    // Reached from hardship step 2 (cola above 0, no waive option): 'Go Back' returns there.
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Your reduced fee').waitFor();

    await press(page, button(page, 'Pay'));
    await page.waitForURL(/\/demo\/stripe\/pay\//);
    await page.getByText('231.62 USD', { exact: true }).waitFor();
    await press(page, page.getByRole('link', { name: 'Cancel and go back' }));
    await page.waitForURL(`${appUrl}/course/${id}?type=student`);
    // Back from the checkout on the step it was opened from.
    await heading(page, 'Your reduced fee').waitFor();
    expect((await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token)).body.status).toBe(
      'accepted',
    );
    await expectAccessible(page);

    await press(page, button(page, 'Pay'));
    await page.waitForURL(/\/demo\/stripe\/pay\//);
    await press(page, button(page, 'Pay'));
    await page.waitForURL((url) => url.searchParams.get('checkout') === 'success');
    await page.getByText(/Congrats, you are officially enrolled/).waitFor();
    await expectAccessible(page);
    expect((await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token)).body.status).toBe(
      'paid',
    );
    await page.context().close();
  }, 120_000);

  it('shows the checkout’s success page while the payment is not yet recorded', async () => {
    const id = await offered('Germany');
    const page = await openDashboard(id);
    await heading(page, 'Your offer').waitFor();
    await page.goto(`${appUrl}/course/${id}?type=student&checkout=success`);
    await page.getByRole('status').getByText('Thank you! Your payment is being confirmed').waitFor();
    await heading(page, 'Confirming your payment').waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('lets a student where the cost of living is low pay what they can, at least $2', async () => {
    const id = await offered('Ghana');
    const page = await openDashboard(id);
    await reachPayStep(page);
    await press(page, button(page, 'Apply for a reduced fee'));
    await pickRadio(
      page,
      page.getByRole('group', { name: 'Will your institution or a grant pay your course fee?' }),
      'Yes, my institution or a grant will pay the fee',
    );
    await typeInto(page, page.getByLabel(/^Please explain your funding situation/), EXPLANATION);
    await press(page, button(page, 'Next'));
    await pickRadio(
      page,
      page.getByRole('group', { name: 'Would paying the course fee be a financial hardship for you?' }),
      'No',
    );
    await typeInto(page, page.getByLabel(/^Please explain your financial situation/), EXPLANATION);
    await press(page, button(page, 'Next'));
    // Funded and no hardship: nothing was reduced.
    await heading(page, 'Your fee').waitFor();
    expect(await feeLines(page)).toEqual([
      ['Course price', '$2,090.00'],
      ['Academic discount', '-$1,200.00'],
      ['Cost of living adjustment', '-$623.00'],
      ['Processing fee (non-refundable)', '$15.00'],
      ['Total', '$282.00'],
    ]);

    await press(page, button(page, 'I cannot afford this fee'));
    const amount = page.getByLabel(/^Amount you can pay/);
    await typeInto(page, amount, '1');
    await press(page, button(page, 'Pay this amount'));
    await page.getByText(MESSAGES.customAmountMinimum).waitFor();
    await expectAccessible(page);
    await retype(page, amount, '5');
    await press(page, button(page, 'Pay this amount'));
    await page.waitForURL(/\/demo\/stripe\/pay\//);
    await page.getByText('5.00 USD', { exact: true }).waitFor();
    await press(page, button(page, 'Pay'));
    await page.getByText(/Congrats, you are officially enrolled/).waitFor();
    const receipts = (await api.get<ReceiptView[]>('/payments/user-receipts/', student.token)).body;

    expect(JSON.stringify(receipts)).toContain('"5.00"');
    await page.context().close();
  }, 90_000);

  it('goes straight to the waiver when the fee is $0, and back to pay from there', async () => {
    expect((await api.request('PUT', '/admin/cola/PE', { json: { cola: 0 }, token: admin })).status).toBe(200);
    const id = await offered('Peru');
    const page = await openDashboard(id);
    await reachPayStep(page);
    await page.getByText(MESSAGES.zeroCourseFee).waitFor();
    expect(await feeLines(page)).toEqual([
      ['Course price', '$2,090.00'],
      ['Academic discount', '-$1,200.00'],
      ['Cost of living adjustment', '-$890.00'],
      ['Processing fee (non-refundable)', '$0.00'],
      ['Total', '$0.00'],
    ]);
    expect(await button(page, 'Pay').count()).toBe(0);
    expect(await button(page, 'Apply for a reduced fee').count()).toBe(0);
    await expectAccessible(page);

    await press(page, button(page, 'Waive fee and enroll'));
    await heading(page, 'Waive fee').waitFor();
    await press(page, button(page, 'Go Back'));
    await heading(page, 'Course fee').waitFor();
    await press(page, button(page, 'Waive fee and enroll'));
    // No fee to waive: no reason is needed.
    await press(page, button(page, 'Waive fee and enroll'));
    await page.getByText(/Congrats, you are officially enrolled/).waitFor();
    expect((await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token)).body.status).toBe(
      'waived_fee',
    );
    await page.context().close();
  }, 60_000);
  it('says the offer cannot be taken up once it was declined elsewhere', async () => {
    const id = await offered('Germany');
    const page = await openDashboard(id);
    await heading(page, 'Your offer').waitFor();
    // Declined from another tab while this one still shows the offer.
    expect((await api.post(`/courses/student-applications/${id}/decline/`, {}, student.token)).status).toBe(200);
    await tick(page, page.getByLabel('I have read the rules and responsibilities document'));
    await press(page, button(page, 'Accept and continue'));
    await page.getByText(MESSAGES.youCannotPerformThisAction).waitFor();
    await expectAccessible(page);
    expect((await api.get(`/courses/student-applications/${id}/`, student.token)).body).toMatchObject({
      status: 'declined',
      wants_to_enroll: false,
    });
    await page.context().close();
  }, 30_000);
});
