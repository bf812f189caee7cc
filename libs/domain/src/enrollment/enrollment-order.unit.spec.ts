import fc from 'fast-check';
import { DomainError } from '../shared/domain-error';
import { type ApplicationCommand, applicationDecider } from '../applications/application.decider';
import type { ApplicationEvent } from '../applications/application.events';
import type { ApplicationState, LiveApplication } from '../applications/application.state';
import { COURSE, at } from '../applications/testing/course';
import { submittedAs } from '../applications/testing/application-events';

/**
 * Whatever commands arrive, in whatever order and however often (a client that skips the wizard's
 * screens, replays requests or races staff), an application reaches `paid`, `waived_fee` or
 * `approved` only with every earlier step of its enrollment taken (issue 19).
 */
const ref = { applicationId: 'a1', userId: 'u1' };
const now = at('04-10');
const submitted = (role: 'student' | 'ta') => submittedAs(role, ref);
const EXPLANATION = 'x'.repeat(200);

let session = 0;
const commandArbitrary: fc.Arbitrary<ApplicationCommand> = fc.oneof(
  fc
    .constantFrom<'offer' | 'approve' | 'reject' | 'waitlist'>('offer', 'approve', 'reject', 'waitlist')
    .map((decision): ApplicationCommand => ({
      type: 'DecideApplication',
      decision,
      offerId: 'o1',
      acceptingOfferEndDate: at('05-01').toISOString(),
      course: COURSE,
      places: { taken: 0, confirmedOverCapacity: false },
      now,
    })),
  fc.constant<ApplicationCommand>({ type: 'SetEnrollmentWish', userId: 'u1', course: COURSE, now }),
  fc
    .constantFrom('accepted', 'approved', 'waitlist')
    .map((status): ApplicationCommand => ({ type: 'ChangeApplicationStatus', status: status as 'accepted', now })),
  fc.constant<ApplicationCommand>({ type: 'AcceptRolesDocument', userId: 'u1', now }),
  fc.constant<ApplicationCommand>({ type: 'ConfirmSupplementalForm', userId: 'u1', now }),
  fc.constantFrom('yes_funded', 'yes_denied', 'self_funded').map((funding): ApplicationCommand => ({
    type: 'AnswerFunding',
    userId: 'u1',
    funding: funding as 'self_funded',
    explanation: EXPLANATION,
    now,
  })),
  fc.boolean().map((hardship): ApplicationCommand => ({
    type: 'AnswerHardship',
    userId: 'u1',
    hardship,
    explanation: EXPLANATION,
    now,
  })),
  fc.constant<ApplicationCommand>({ type: 'ChoosePayWhatYouCan', userId: 'u1', amountCents: 500, now }),
  fc
    .constantFrom(0, 94_000)
    .map((feeCents): ApplicationCommand => ({ type: 'WaiveFee', userId: 'u1', reason: EXPLANATION, feeCents, now })),
  fc.boolean().map((waiveFeeOption): ApplicationCommand => ({
    type: 'SetFeeOptions',
    waiveFeeOption,
    payWhatYouCanOption: false,
    now,
  })),
  fc.constant<ApplicationCommand>({ type: 'SignTaAgreement', userId: 'u1', now }),
  fc.constant(null).map((): ApplicationCommand => ({
    type: 'RecordPayment',
    paymentId: `p${++session}`,
    checkoutSessionId: `cs${session}`,
    amountCents: 94_000,
    currency: 'usd',
    receiptUrl: null,
    now,
  })),
);

/** Runs the commands as the API would: a refused one changes nothing, an accepted one appends its events. */
function run(
  role: 'student' | 'ta',
  commands: ApplicationCommand[],
): { state: ApplicationState; events: ApplicationEvent[] } {
  const events: ApplicationEvent[] = [submitted(role)];
  let state = applicationDecider.evolve(applicationDecider.initialState(), events[0]);
  const check = (before: LiveApplication, event: ApplicationEvent) => {
    const e = before.enrollment;
    if (event.type === 'PaymentReceived' && event.data.settlesFee) {
      expect(e).toMatchObject({ rolesDocumentAccepted: true, supplementalConfirmed: true });
    }
    if (event.type === 'FeeWaived') {
      expect(e).toMatchObject({ rolesDocumentAccepted: true, supplementalConfirmed: true });
      // Straight from the pay step only with nothing to charge or the waive option on.
      if (event.data.feeCents > 0 && !e.waiveFeeOption) {
        expect(e.funding).not.toBeNull();
        expect(e.hardship).not.toBeNull();
      }
    }
    const approved =
      (event.type === 'ApplicationDecided' || event.type === 'ApplicationStatusChanged') &&
      event.data.status === 'approved';
    if (approved && before.role === 'ta') expect(e.agreementSigned).toBe(true);
  };
  for (const command of commands) {
    let decided: ApplicationEvent[];
    try {
      decided = applicationDecider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    for (const event of decided) {
      if (state.status === 'live') check(state.application, event);
      state = applicationDecider.evolve(state, event);
      events.push(event);
    }
  }
  return { state, events };
}

describe('the enrollment steps, whatever order the commands come in', () => {
  it('no sequence reaches paid, waived_fee or approved while skipping a step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'student' | 'ta'>('student', 'ta'),
        fc.array(commandArbitrary, { maxLength: 14 }),
        (role, commands) => {
          run(role, commands);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the wizard in its order does reach each end', () => {
    const steps = (feeCents: number): ApplicationCommand[] => [
      {
        type: 'DecideApplication',
        decision: 'offer',
        offerId: 'o1',
        acceptingOfferEndDate: at('05-01').toISOString(),
        course: COURSE,
        places: { taken: 0, confirmedOverCapacity: false },
        now,
      },
      { type: 'AcceptRolesDocument', userId: 'u1', now },
      { type: 'ConfirmSupplementalForm', userId: 'u1', now },
      { type: 'AnswerFunding', userId: 'u1', funding: 'self_funded', explanation: EXPLANATION, now },
      { type: 'AnswerHardship', userId: 'u1', hardship: true, explanation: EXPLANATION, now },
      { type: 'WaiveFee', userId: 'u1', reason: EXPLANATION, feeCents, now },
    ];
    const waived = run('student', steps(94_000)).state;
    expect(waived.status === 'live' && waived.application.applicationStatus).toBe('waived_fee');
    const payment: ApplicationCommand = {
      type: 'RecordPayment',
      paymentId: 'p',
      checkoutSessionId: 'c',
      amountCents: 1,
      currency: 'usd',
      receiptUrl: null,
      now,
    };
    const paid = run('student', [...steps(0).slice(0, 3), payment]).state;
    expect(paid.status === 'live' && paid.application.applicationStatus).toBe('paid');
  });
});
