import { type ApplicationView, MESSAGES, type ValidationErrorBody, type feeBreakdownSchema } from '@portal/contracts';
import type { z } from 'zod';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile } from './applications-fixtures';
import { EXPLANATION, apply, freshCourse, offer, takeSteps } from './enrollment-fixtures';
import { ApiClient, firstError } from './identity-client';
import { ifSet } from '../support/if-set';

/** The student's enrollment wizard through the API: every step, its messages, and the fee it leads to. */
type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

describe('a student answering an offer (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  /** An offered student application; Ghana's demo cola is 0.3, France's 0.85 until staff change it. */
  const offered = async (country = 'Ghana') => {
    const course = await freshCourse(api, admin);
    const id = await apply(api, ada.token, course, 'student', { residing_country_during_course: country });
    await offer(api, admin, id);
    return { id, path: `/courses/student-applications/${id}/` };
  };
  /** `T`: the application after the step, or the error body a refused step answers. */
  const step = <T = ApplicationView>(path: string, name: string, body: unknown) =>
    api.post<T>(`${path}${name}/`, body, ada.token);

  it('answers every step with the spec’s messages', async () => {
    const { path } = await offered();
    const expectError = async (name: string, body: unknown, field: string, message: string) => {
      const response = await step(path, name, body);
      expect(response.status).toBe(400);
      expect(firstError(response, field)).toMatchObject({ message });
    };
    await expectError('roles-document', {}, 'read_roles_document', MESSAGES.confirmRolesDocument);
    await expectError(
      'roles-document',
      { read_roles_document: false },
      'read_roles_document',
      MESSAGES.confirmRolesDocument,
    );
    await expectError('supplemental', {}, 'filled_airtable_form', MESSAGES.requiredField);
    await expectError('funding', { explanation: EXPLANATION }, 'funding', MESSAGES.mustSelectOneOption);
    await expectError(
      'funding',
      { funding: 'maybe', explanation: EXPLANATION },
      'funding',
      MESSAGES.mustSelectOneOption,
    );
    await expectError('funding', { funding: 'self_funded' }, 'explanation', MESSAGES.requiredField);
    await expectError('funding', { funding: 'self_funded', explanation: '   ' }, 'explanation', MESSAGES.requiredField);
    await expectError(
      'funding',
      { funding: 'self_funded', explanation: 'x'.repeat(199) },
      'explanation',
      MESSAGES.minimumLength200,
    );
    await expectError('hardship', { explanation: EXPLANATION }, 'hardship', MESSAGES.mustSelectOneOption);
    await expectError('hardship', { hardship: true, explanation: 'short' }, 'explanation', MESSAGES.minimumLength200);
    await expectError('pay-what-you-can', { amount: 1 }, 'amount', MESSAGES.customAmountMinimum);
    await expectError('pay-what-you-can', { amount: 2.5 }, 'amount', MESSAGES.wholeDollars);
    await expectError('pay-what-you-can', {}, 'amount', MESSAGES.requiredField);
    await expectError('waive-fee', { reason: 'Too dear.' }, 'reason', MESSAGES.minimumLength200);
    await expectError('waive-fee', {}, 'reason', MESSAGES.requiredField);

    expect((await step(path, 'roles-document', { read_roles_document: true })).body).toMatchObject({
      status: 'accepted',
      wants_to_enroll: true,
      read_roles_document: true,
    });
    expect((await step(path, 'supplemental', { filled_airtable_form: true })).body.filled_airtable_form).toBe(true);
  });

  it('shows the fee line by line, and the dashboard fields of the spec', async () => {
    const { path } = await offered();
    const fee = (await api.get<FeeBreakdown>(`${path}fee/`, ada.token)).body;
    expect(fee).toMatchObject({ total: '282.00', total_cents: 28_200, must_waive: false, can_afford_button: true });
    expect(fee.lines.map((line) => line.amount)).toEqual(['2090.00', '-1200.00', '-623.00', '0.00', '0.00', '15.00']);
    const view = (await api.get<ApplicationView & { accepting_offer_end_date: string }>(path, ada.token)).body;
    expect(view).toMatchObject({
      status: 'accepted',
      course_price: 2090,
      cola: 0.3,
      is_industry: false,
      student_waive_fee_option_flag: false,
      course_pwyc_option_flag: false,
      student_application_pwyc_option_flag: false,
      wants_to_enroll: false,
      amount_be_payed: '282.00',
      pod_realise_date: null,
      pod: null,
    });
    expect(Date.parse(view.accepting_offer_end_date)).toBeGreaterThan(Date.now());
  });

  it('waives the fee: a reason of 200 characters, then status waived_fee with wants_to_enroll', async () => {
    const { id, path } = await offered();
    await takeSteps(api, ada.token, id, 'reduced-fee');
    const waived = await step(path, 'waive-fee', { reason: EXPLANATION });
    expect(waived.body).toMatchObject({ status: 'waived_fee', wants_to_enroll: true, amount_be_payed: '0.00' });
    const again = await step(path, 'waive-fee', { reason: EXPLANATION });
    expect(again.body).toEqual({ detail: MESSAGES.youCannotPerformThisAction, code: 'not_allowed' });
  });

  it('hardship, self-funding and a staff cola change each lower the fee (the pay leg is the payments suite’s)', async () => {
    const france = await api.request('PUT', '/admin/cola/FR/', { json: { cola: 1 }, token: admin });
    expect(france.body).toMatchObject({ id: 'FR', country: 'France', cola: 1, staff_set: true });
    const { id, path } = await offered('France');
    const feeTotal = async () => (await api.get<FeeBreakdown>(`${path}fee/`, ada.token)).body.total;
    expect(await feeTotal()).toBe('940.00');
    await takeSteps(api, ada.token, id, 'payment');
    await step(path, 'funding', { funding: 'self_funded', explanation: EXPLANATION });
    expect(await feeTotal()).toBe('495.00');
    const hardship = await step(path, 'hardship', { hardship: true, explanation: EXPLANATION });
    expect(hardship.body).toMatchObject({ hardship: true, status: 'accepted', amount_be_payed: '272.50' });
    // cola 1 and no pay-what-you-can flag: the 'cannot afford' amount is not offered.
    expect((await step<ValidationErrorBody>(path, 'pay-what-you-can', { amount: 10 })).body.amount[0].code).toBe(
      'not_allowed',
    );
  });

  it('takes a pay-what-you-can amount where the button shows, within the fee', async () => {
    const { id, path } = await offered();
    await takeSteps(api, ada.token, id, 'reduced-fee');
    expect((await step<ValidationErrorBody>(path, 'pay-what-you-can', { amount: 283 })).body.amount[0].code).toBe(
      'max_value',
    );
    expect((await step(path, 'pay-what-you-can', { amount: 20 })).body).toMatchObject({ amount_be_payed: '20.00' });
  });

  it('waives a zero fee without a reason', async () => {
    await api.request('PUT', '/admin/cola/AQ/', { json: { cola: 0 }, token: admin });
    const { id, path } = await offered('Antarctica');
    const fee = (await api.get<FeeBreakdown>(`${path}fee/`, ada.token)).body;

    expect(fee).toMatchObject({ total: '0.00', must_waive: true, notice: MESSAGES.zeroCourseFee });
    // Nothing to charge: the waiver follows the pay step directly, with no funding or hardship answer.
    await takeSteps(api, ada.token, id, 'payment');
    expect((await step(path, 'waive-fee', {})).body.status).toBe('waived_fee');
  });

  it('keeps the cola table to admins and each applicant to their own fee', async () => {
    expect((await api.request('PUT', '/admin/cola/FR/', { json: { cola: 0.5 }, token: ada.token })).status).toBe(403);
    expect((await api.request('PUT', '/admin/cola/XX/', { json: { cola: 0.5 }, token: admin })).status).toBe(404);
    const { path } = await offered();
    const bob = await newApplicant(portal, api, 'Bob');
    expect((await api.get(`${path}fee/`, bob.token)).status).toBe(404);
    expect((await api.post(`${path}decline/`, {}, bob.token)).status).toBe(404);
  });
});
