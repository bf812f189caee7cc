import { foldSpec, recorded } from '../__tests__/fold-spec';
import { NO_ENROLLMENT, enrollmentsReadModel } from './enrollments.read-model';

const { given } = foldSpec(enrollmentsReadModel);
const ref = { applicationId: 'app-1', userId: 'user-1' };
const at = new Date('2026-03-02T09:00:00.000Z');
const none = { ...NO_ENROLLMENT('app-1'), updated_at: at };
const payment = (amountCents: number, settlesFee: boolean) =>
  recorded('PaymentReceived', { ...ref, amountCents, settlesFee }, at);

describe('the enrollments read model', () => {
  it('creates the row, from the defaults, with the first step', () =>
    given()
      .when(recorded('RolesDocumentAccepted', ref, at))
      .then({ ...none, roles_document_accepted: true }));

  it('adds up the payments that settle the fee and ignores the others', () =>
    given(payment(5000, true), payment(2500, false))
      .when(payment(1000, true))
      .then({ ...none, paid_cents: 6000 }));

  it('adds up refunds due', () =>
    given(recorded('PaymentRefundDue', { ...ref, amountCents: 300 }, at))
      .when(recorded('PaymentRefundDue', { ...ref, amountCents: 200 }, at))
      .then({ ...none, refund_due_cents: 500 }));

  it("replaces a role's pods and keeps the other roles'", () => {
    const pods = (podRole: string, podIds: string[], taFor: string | null = null) =>
      recorded('PodAssigned', { ...ref, podRole, podIds, taFor }, at);
    given(pods('student', ['p1']), pods('ta', ['p2'], 'regular_TA'))
      .when(pods('student', ['p3']))
      .then({ ...none, pods: { student: ['p3'], ta: ['p2'] }, ta_for: 'regular_TA' });
  });

  it('clears the decline reason when a new offer is made', () =>
    given(recorded('OfferDeclined', ref, at))
      .when(recorded('OfferMade', { ...ref, acceptingOfferEndDate: '2026-04-01T00:00:00.000Z' }, at))
      .then({ ...none, accepting_offer_end_date: new Date('2026-04-01T00:00:00.000Z'), decline_reason: null }));
});
