import Stripe from 'stripe';
import type { StripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import type { TestApplicant } from '../support/applicants';
import type { PortalUnderTest } from '../support/portal-under-test';
import { adminToken, createCourse, daysFromNow, studentForm } from './applications-fixtures';
import { type WizardProgress, takeSteps } from './enrollment-fixtures';
import type { ApiClient, ApiResponse, Created } from './identity-client';
import type { ApplicationView, PaymentSessionView, ReceiptView } from '@portal/contracts';

/** The portal side of a payment test: a staff token, an offer maker and the pay-step request. */
export class PaymentsBench {
  private season = 2050;
  private admin = '';
  /** The SDK, used only for its offline test-signature helper, as Stripe's own docs suggest. */
  readonly sdk = new Stripe('sk_test_signing_only');

  constructor(
    readonly portal: Pick<PortalUnderTest, 'baseUrl'>,
    readonly api: ApiClient,
    readonly stripe: StripeStandIn,
  ) {}

  async signInStaff(): Promise<void> {
    this.admin = await adminToken(this.api);
  }

  /**
   * A student application in a season of its own, so the limit of 3 per season never interferes. The
   * applicant lives in Germany (cola 0.85 in the demo table): above 0.3, so pay what you can is only
   * offered when staff set it.
   */
  async submittedApplication(applicant: TestApplicant): Promise<string> {
    const course = await createCourse(this.api, this.admin, { season: this.season++ });
    const form = { ...studentForm(course), residing_country_during_course: 'Germany' };
    const submitted = await this.api.post<Created>('/courses/student-applications/', form, applicant.token);
    if (submitted.status !== 201) throw new Error(`not submitted: ${submitted.text}`);
    return submitted.body.id;
  }

  /**
   * A student application with an open offer, made through the staff decision route, and the wizard's
   * steps taken up to the pay step (or through hardship step 1), which checkout requires.
   */
  async offeredApplication(
    applicant: TestApplicant,
    options: { payWhatYouCan?: boolean; steps?: WizardProgress | 'none' } = {},
  ): Promise<string> {
    const id = await this.submittedApplication(applicant);
    const offer = { decision: 'offer', accepting_offer_end_date: daysFromNow(30) };
    const decided = await this.api.post(`/admin/applications/${id}/decide/`, offer, this.admin);
    if (decided.status !== 200) throw new Error(`no offer made: ${decided.text}`);
    if (options.payWhatYouCan) {
      const flags = { student_waive_fee_option_flag: false, student_application_pwyc_option_flag: true };
      const set = await this.api.post(`/admin/applications/${id}/fee-options/`, flags, this.admin);
      if (set.status !== 200) throw new Error(`fee options not set: ${set.text}`);
    }
    const steps = options.steps ?? 'payment';
    if (steps !== 'none') await takeSteps(this.api, applicant.token, id, steps);
    return id;
  }

  sessionRequest(applicationId: string, overrides: Record<string, unknown> = {}) {
    const page = `${this.portal.baseUrl}/course/${applicationId}?type=student`;
    return {
      course_application: applicationId,
      amount: null,
      success_url: `${page}&paid={CHECKOUT_SESSION_ID}`,
      cancel_url: page,
      is_funded: true,
      recomendation_amount: 0,
      ...overrides,
    };
  }

  /** `T`: the session, or the error body a refusal answers. */
  openSession<T = PaymentSessionView>(
    applicant: TestApplicant,
    applicationId: string,
    overrides: Record<string, unknown> = {},
  ) {
    return this.api.post<T>('/payments/session/', this.sessionRequest(applicationId, overrides), applicant.token);
  }

  /** Pays on the stand-in without it delivering the webhook, and returns the event Stripe would send. */
  payQuietly(sessionId: string): string {
    const event = this.stripe.account.pay(sessionId);
    if (!event) throw new Error(`session ${sessionId} is not open`);
    return JSON.stringify(event);
  }

  /** A delivery as Stripe makes it, signed with the SDK's test helper under `secret`. */
  deliver(payload: string, secret = this.stripe.webhookSecret): Promise<ApiResponse> {
    const signature = this.sdk.webhooks.generateTestHeaderString({ payload, secret });
    return this.webhook(payload, { 'stripe-signature': signature });
  }

  async webhook(payload: string, headers: Record<string, string>): Promise<ApiResponse> {
    const response = await fetch(`${this.portal.baseUrl}/api/payments/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: payload,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as unknown, text, headers: response.headers };
  }

  async application(applicant: TestApplicant, id: string) {
    return (await this.api.get<ApplicationView>(`/courses/student-applications/${id}/`, applicant.token)).body;
  }

  async receipts(applicant: TestApplicant) {
    return (await this.api.get<ReceiptView[]>('/payments/user-receipts/', applicant.token)).body;
  }
}
