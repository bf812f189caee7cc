import { specFor } from '../shared/testing/given-when-then';
import { applicationDecider } from '../applications/application.decider';
import type { ApplicationEvent } from '../applications/application.events';
import { COURSE, at } from '../applications/testing/course';

const given = specFor(applicationDecider);
const ref = { applicationId: 'a1', userId: 'u1' };
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: {
    ...ref,
    courseId: 'c1',
    role: 'student',
    season: 2026,
    seniority: null,
    form: {},
    personal: {},
    submittedAt: at('03-01').toISOString(),
  },
};
const END = at('05-01').toISOString();
const offered: ApplicationEvent = {
  type: 'OfferMade',
  data: { ...ref, offerId: 'o1', acceptingOfferEndDate: END, offeredAt: at('04-01').toISOString() },
};
/** The pay step's prerequisites taken: the roles document and the supplemental form. */
const readyToPay: ApplicationEvent[] = [
  submitted,
  offered,
  { type: 'RolesDocumentAccepted', data: { ...ref, acceptedAt: at('04-02').toISOString() } },
  { type: 'EnrollmentWishSet', data: { ...ref, setAt: at('04-02').toISOString() } },
  { type: 'SupplementalFormConfirmed', data: { ...ref, confirmedAt: at('04-03').toISOString() } },
];
const payment = (checkoutSessionId: string, now = at('04-10')) => ({
  type: 'RecordPayment' as const,
  paymentId: `pay-${checkoutSessionId}`,
  checkoutSessionId,
  amountCents: 94_000,
  currency: 'usd',
  receiptUrl: 'https://pay.example/receipt',
  now,
});
const received = (checkoutSessionId: string, settlesFee: boolean, paidAt = at('04-10')): ApplicationEvent => ({
  type: 'PaymentReceived',
  data: {
    ...ref,
    paymentId: `pay-${checkoutSessionId}`,
    checkoutSessionId,
    amountCents: 94_000,
    currency: 'usd',
    receiptUrl: 'https://pay.example/receipt',
    paidAt: paidAt.toISOString(),
    settlesFee,
  },
});
const refundDue = (checkoutSessionId: string, reason: string, flaggedAt = at('04-10')): ApplicationEvent =>
  ({
    type: 'PaymentRefundDue',
    data: {
      ...ref,
      paymentId: `pay-${checkoutSessionId}`,
      amountCents: 94_000,
      currency: 'usd',
      reason,
      flaggedAt: flaggedAt.toISOString(),
    },
  }) as ApplicationEvent;

describe('a payment', () => {
  it('settles an open offer once its earlier steps are taken', () =>
    given(readyToPay)
      .when(payment('cs1'))
      .then([received('cs1', true)]));
  it('before the supplemental form is kept and flagged for a refund, not taken as the fee', () =>
    given(readyToPay.slice(0, 4))
      .when(payment('cs1'))
      .then([received('cs1', false), refundDue('cs1', 'not_payable')]));
  it('is recorded once per checkout session', () =>
    given([...readyToPay, received('cs1', true)])
      .when(payment('cs1'))
      .then([]));
  it('paying twice flags the second for a refund', () =>
    given([...readyToPay, received('cs1', true)])
      .when(payment('cs2'))
      .then([received('cs2', false), refundDue('cs2', 'already_paid')]));
  it('after the offer lapsed is kept and flagged for a refund', () => {
    const expired: ApplicationEvent = {
      type: 'OfferExpired',
      data: { ...ref, offerId: 'o1', reason: 'expired', expiredAt: END },
    };
    given([submitted, offered, expired])
      .when(payment('cs1'))
      .then([received('cs1', false), refundDue('cs1', 'offer_expired')]);
  });
  it('after a decline is kept and flagged for a refund', () => {
    const declined: ApplicationEvent = {
      type: 'OfferDeclined',
      data: { ...ref, declinedAt: at('04-02').toISOString() },
    };
    given([submitted, offered, declined])
      .when(payment('cs1'))
      .then([received('cs1', false), refundDue('cs1', 'offer_declined')]);
  });
  it('for an application that does not exist is not found', () =>
    given([]).when(payment('cs1')).thenThrows('not_found'));
});

describe('an offer past its end date', () => {
  const expire = (offerId: string, now: Date) => ({ type: 'ExpireOffer' as const, offerId, now });
  it('expires once, with reason expired', () =>
    given([submitted, offered])
      .when(expire('o1', at('05-01')))
      .then([{ type: 'OfferExpired', data: { ...ref, offerId: 'o1', reason: 'expired', expiredAt: END } }]));
  it('is not expired early', () =>
    given([submitted, offered])
      .when(expire('o1', at('04-30')))
      .then([]));
  it('is not expired by the timer of another offer', () =>
    given([submitted, offered])
      .when(expire('o0', at('05-02')))
      .then([]));
  it('is not expired once taken up', () =>
    given([submitted, offered, { type: 'EnrollmentWishSet', data: { ...ref, setAt: at('04-02').toISOString() } }])
      .when(expire('o1', at('05-02')))
      .then([]));
});

describe('a staff decision', () => {
  const decide = (decision: 'offer' | 'reject' | 'approve', now = at('04-01')) => ({
    type: 'DecideApplication' as const,
    decision,
    offerId: 'o1',
    acceptingOfferEndDate: END,
    course: COURSE,
    places: { taken: 0, confirmedOverCapacity: false },
    now,
  });
  it('offers an applied student a place', () => given([submitted]).when(decide('offer')).then([offered]));
  it('repeating an offer records nothing', () => given([submitted, offered]).when(decide('offer')).then([]));
  it('cannot approve a student', () =>
    given([submitted]).when(decide('approve')).thenThrows('not_allowed', 'decision'));
  it('cannot reject an accepted offer', () =>
    given([submitted, offered]).when(decide('reject')).thenThrows('not_allowed', 'decision'));
  it('needs an end date ahead', () =>
    given([submitted])
      .when(decide('offer', at('05-02')))
      .thenThrows('invalid', 'accepting_offer_end_date'));
});
