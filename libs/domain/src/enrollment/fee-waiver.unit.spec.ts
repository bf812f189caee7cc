import { describe, it } from 'vitest';
import { specFor } from '../shared/testing/given-when-then';
import { applicationDecider } from '../applications/application.decider';
import type { ApplicationEvent } from '../applications/application.events';
import { at } from '../applications/testing/course';

const given = specFor(applicationDecider);
const ref = { applicationId: 'a1', userId: 'u1' };
const iso = (day: string) => at(day).toISOString();
const REASON = 'I cannot pay the fee this year: '.padEnd(220, 'x');
/** A student at the waiver step: offer taken up, supplemental form, funding and hardship answered. */
const atWaiverStep: ApplicationEvent[] = [
  {
    type: 'ApplicationSubmitted',
    data: {
      ...ref,
      courseId: 'c1',
      role: 'student',
      season: 2026,
      seniority: null,
      form: {},
      personal: {},
      submittedAt: iso('03-01'),
    },
  },
  { type: 'OfferMade', data: { ...ref, offerId: 'o1', acceptingOfferEndDate: iso('05-01'), offeredAt: iso('04-01') } },
  { type: 'RolesDocumentAccepted', data: { ...ref, acceptedAt: iso('04-02') } },
  { type: 'EnrollmentWishSet', data: { ...ref, setAt: iso('04-02') } },
  { type: 'SupplementalFormConfirmed', data: { ...ref, confirmedAt: iso('04-03') } },
  { type: 'FundingAnswered', data: { ...ref, funding: 'self_funded', explanation: REASON, answeredAt: iso('04-04') } },
  { type: 'HardshipAnswered', data: { ...ref, hardship: true, explanation: REASON, answeredAt: iso('04-04') } },
];
const waive = (staffDecides: boolean, feeCents = 47_000) => ({
  type: 'WaiveFee' as const,
  userId: 'u1',
  reason: REASON,
  feeCents,
  staffDecides,
  now: at('04-05'),
});
const requested: ApplicationEvent = {
  type: 'FeeWaiverRequested',
  data: { ...ref, reason: REASON, feeCents: 47_000, requestedAt: iso('04-05') },
};
const decide = (approve: boolean, reason = '', kind: 'waiver' | 'hardship' = 'waiver') => ({
  type: 'DecideFeeWaiver' as const,
  kind,
  approve,
  reason,
  now: at('04-07'),
});

describe('a fee waiver', () => {
  it('is granted at once on a course that grants waivers automatically', () =>
    given(atWaiverStep)
      .when(waive(false))
      .then([{ type: 'FeeWaived', data: { ...ref, reason: REASON, feeCents: 47_000, waivedAt: iso('04-05') } }]));

  it('is asked for, not granted, on a course whose staff decide waivers', () =>
    given(atWaiverStep).when(waive(true)).then([requested]));

  it('asked again while staff have not decided records nothing', () =>
    given([...atWaiverStep, requested])
      .when(waive(true))
      .then([]));

  it('of a fee of 0 needs no decision: there is nothing to charge', () =>
    given(atWaiverStep.slice(0, 5))
      .when({ ...waive(true, 0), reason: '' })
      .then([{ type: 'FeeWaived', data: { ...ref, reason: '', feeCents: 0, waivedAt: iso('04-05') } }]));

  it('is granted at once when staff turned the waive option on for this student', () => {
    const optionOn: ApplicationEvent = {
      type: 'FeeOptionsSet',
      data: { ...ref, waiveFeeOption: true, payWhatYouCanOption: false, setAt: iso('04-02') },
    };
    given([...atWaiverStep, optionOn])
      .when(waive(true))
      .then([{ type: 'FeeWaived', data: { ...ref, reason: REASON, feeCents: 47_000, waivedAt: iso('04-05') } }]);
  });

  it('approved by staff waives the fee asked about, with the student’s reason', () =>
    given([...atWaiverStep, requested])
      .when(decide(true))
      .then([{ type: 'FeeWaived', data: { ...ref, reason: REASON, feeCents: 47_000, waivedAt: iso('04-07') } }]));

  it('refused by staff records their reason, and the student may ask again', () => {
    const refused: ApplicationEvent = {
      type: 'FeeWaiverRefused',
      data: { ...ref, reason: 'Your employer funds the course.', feeCents: 47_000, refusedAt: iso('04-07') },
    };
    given([...atWaiverStep, requested])
      .when(decide(false, '  Your employer funds the course. '))
      .then([refused]);
    given([...atWaiverStep, requested, refused])
      .when(waive(true))
      .then([requested]);
  });

  it('refused without a reason is refused, on the reason', () =>
    given([...atWaiverStep, requested])
      .when(decide(false, '   '))
      .thenThrows('required', 'reason'));

  it('cannot be decided when none is waiting, or once the student has paid', () => {
    given(atWaiverStep).when(decide(true)).thenThrows('no_waiver_request');
    const paid: ApplicationEvent = {
      type: 'PaymentReceived',
      data: {
        ...ref,
        paymentId: 'p1',
        checkoutSessionId: 'cs1',
        amountCents: 47_000,
        currency: 'usd',
        receiptUrl: null,
        paidAt: iso('04-06'),
        settlesFee: true,
      },
    };
    given([...atWaiverStep, requested, paid])
      .when(decide(true))
      .thenThrows('no_waiver_request');
  });
});

describe('a hardship discount', () => {
  const beforeHardship = atWaiverStep.slice(0, 6);
  const answer = (staffDecides: boolean) => ({
    type: 'AnswerHardship' as const,
    userId: 'u1',
    hardship: true,
    explanation: REASON,
    staffDecides,
    feeCents: 94_000,
    now: at('04-04'),
  });
  const answered: ApplicationEvent = {
    type: 'HardshipAnswered',
    data: { ...ref, hardship: true, explanation: REASON, answeredAt: iso('04-04') },
  };
  const asked: ApplicationEvent = {
    type: 'HardshipReductionRequested',
    data: { ...ref, feeCents: 94_000, requestedAt: iso('04-04') },
  };

  it('is granted at once on a course that grants reductions so', () =>
    given(beforeHardship)
      .when(answer(false))
      .then([
        answered,
        { type: 'HardshipReductionApproved', data: { ...ref, automatic: true, approvedAt: iso('04-04') } },
      ]));

  it('is asked of staff on a course whose staff decide, with the fee before it', () =>
    given(beforeHardship).when(answer(true)).then([answered, asked]));

  it('approved or refused by staff, only while asked', () => {
    given([...beforeHardship, answered, asked])
      .when(decide(true, '', 'hardship'))
      .then([{ type: 'HardshipReductionApproved', data: { ...ref, automatic: false, approvedAt: iso('04-07') } }]);
    given([...beforeHardship, answered, asked])
      .when(decide(false, 'Funded by your lab.', 'hardship'))
      .then([
        { type: 'HardshipReductionRefused', data: { ...ref, reason: 'Funded by your lab.', refusedAt: iso('04-07') } },
      ]);
    given([...beforeHardship, answered])
      .when(decide(true, '', 'hardship'))
      .thenThrows('no_hardship_request');
  });
});
