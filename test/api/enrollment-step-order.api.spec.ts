import {
  ENROLLMENT_STEP_MISSING,
  type ValidationErrorBody,
  type feeBreakdownSchema,
  type studentApplicationRecordSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile, patch } from './applications-fixtures';
import { EXPLANATION, apply, decide, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';
import { ifSet } from '../support/if-set';

type StudentApplicationRecord = z.infer<typeof studentApplicationRecordSchema>;
type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

/**
 * The wizard's order is the server's (issue 19): a request that skips a step is refused with 400 and
 * the step it skipped, whatever a client sends, and changes nothing.
 */
describe('the enrollment steps in their order, through the API (pglite)', () => {
  let stripe: StripeStandIn;
  let portal: InProcessPortal;
  let bench: PaymentsBench;
  let api: ApiClient;
  let ada: TestApplicant;

  beforeAll(async () => {
    // The stand-in on a loopback port of its own: the one a portal mounts on itself is reached by the
    // Stripe SDK over a socket, which a portal answering through inject does not listen on.
    stripe = await startStripeStandIn();
    portal = await openPortal('pglite', stripe.portalEnv());
    api = new ApiClient(portal.baseUrl);
    bench = new PaymentsBench(portal, api, stripe);
    await bench.signInStaff();
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(stripe)?.close();
  });

  // A step answers the application's record, or its refusal (read through `.body` as a whole).
  const step = (id: string, name: string, body: unknown) =>
    api.post<StudentApplicationRecord>(`/courses/student-applications/${id}/${name}/`, body, ada.token);
  const missing = (step: keyof typeof ENROLLMENT_STEP_MISSING) => ({
    detail: ENROLLMENT_STEP_MISSING[step],
    code: 'step_missing',
  });
  const statusOf = async (id: string) => (await bench.application(ada, id)).status;

  it('refuses a waiver, an answer or a checkout that skips a step, naming the step, and enrols nothing', async () => {
    const id = await bench.offeredApplication(ada, { steps: 'none' });
    const waive = { reason: EXPLANATION };
    const funding = { funding: 'self_funded', explanation: EXPLANATION };
    const hardship = { hardship: false, explanation: EXPLANATION };

    // The reported case: a waiver for an application whose roles document was never accepted.
    let refused = await step(id, 'waive-fee', waive);
    expect([refused.status, refused.body]).toEqual([400, missing('roles_document')]);
    expect((await step(id, 'supplemental', { filled_airtable_form: true })).body).toEqual(missing('roles_document'));
    expect((await bench.openSession(ada, id)).body).toEqual(missing('roles_document'));
    expect(await statusOf(id)).toBe('accepted');

    expect((await step(id, 'roles-document', { read_roles_document: true })).status).toBe(200);
    expect((await step(id, 'funding', funding)).body).toEqual(missing('supplemental_form'));
    expect((await bench.openSession(ada, id)).body).toEqual(missing('supplemental_form'));
    expect((await step(id, 'waive-fee', waive)).body).toEqual(missing('supplemental_form'));

    expect((await step(id, 'supplemental', { filled_airtable_form: true })).status).toBe(200);
    // A fee above zero and no waive option: the waiver comes after the funding and hardship answers.
    expect((await step(id, 'hardship', hardship)).body).toEqual(missing('funding'));
    expect((await step(id, 'waive-fee', waive)).body).toEqual(missing('funding'));
    expect((await step(id, 'funding', funding)).status).toBe(200);
    refused = await step(id, 'waive-fee', waive);
    expect([refused.status, refused.body]).toEqual([400, missing('hardship')]);
    expect(await statusOf(id)).toBe('accepted');

    expect((await step(id, 'hardship', hardship)).status).toBe(200);
    expect((await step(id, 'waive-fee', waive)).body.status).toBe('waived_fee');
  });

  it('opens the checkout once the pay step is reached, and lets staff approve a TA only after the agreement', async () => {
    const id = await bench.offeredApplication(ada, { steps: 'payment' });
    expect((await bench.openSession(ada, id)).status).toBe(201);
    // The waive option leads from the pay step straight to the waiver.
    const admin = await adminToken(api);
    const options = { student_waive_fee_option_flag: true, student_application_pwyc_option_flag: false };
    expect((await api.post(`/admin/applications/${id}/fee-options/`, options, admin)).status).toBe(200);
    expect((await step(id, 'waive-fee', { reason: EXPLANATION })).body.status).toBe('waived_fee');

    // A TA who took the offer up without signing the agreement is not approved.
    const ta = await apply(api, ada.token, await freshCourse(api, admin), 'ta');
    await offer(api, admin, ta);
    await patch(api, `/courses/ta-applications/${ta}/wants-to-enroll/`, { wants_to_enroll: true }, ada.token);
    const approve = await decide<Partial<ValidationErrorBody>>(api, admin, ta, { decision: 'approve' });
    expect([approve.status, approve.body.decision?.[0]]).toEqual([
      400,
      { message: ENROLLMENT_STEP_MISSING.ta_agreement, code: 'not_allowed' },
    ]);
    const signed = await patch(api, `/courses/ta-applications/${ta}/agreement/`, { wants_to_enroll: true }, ada.token);
    expect(signed.status).toBe(200);
    expect((await decide(api, admin, ta, { decision: 'approve' })).body.status).toBe('approved');
  });

  it('asks again for a pay-what-you-can amount that a later answer left above the fee', async () => {
    const id = await bench.offeredApplication(ada, { payWhatYouCan: true, steps: 'reduced-fee' });
    expect((await step(id, 'pay-what-you-can', { amount: 700 })).body.amount_be_payed).toBe('700.00');
    // Back to the funding step: paying it oneself halves the fee, now below the amount chosen.
    await step(id, 'funding', { funding: 'self_funded', explanation: EXPLANATION });
    const fee = (await api.get<FeeBreakdown>(`/courses/student-applications/${id}/fee/`, ada.token)).body;

    expect(fee.total_cents).toBeLessThan(70_000);

    for (const amount of [null, 70_000]) {
      const refused = await bench.openSession(ada, id, { amount });
      expect([refused.status, refused.body]).toEqual([
        400,
        {
          detail: `The amount you chose is more than your fee of $${fee.total} USD now. Please choose the amount you can pay again.`,
          code: 'amount_above_fee',
        },
      ]);
    }
    expect((await step(id, 'pay-what-you-can', { amount: 100 })).status).toBe(200);
    const opened = await bench.openSession(ada, id);
    expect(opened.status).toBe(201);
  });
});
