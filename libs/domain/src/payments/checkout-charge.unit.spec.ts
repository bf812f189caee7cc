import type { ApplicationEvent } from '../applications/application.events';
import { applicationDecider } from '../applications/application.decider';
import { at } from '../applications/testing/course';
import { type FeeInput, feeBreakdown } from '../enrollment/fee';
import { thrownBy } from '../shared/testing/thrown-by';
import { checkoutApplicationOf, checkoutChargeOf } from './checkout-charge';
import { offerMade, rolesDocumentAccepted, submittedAs } from '../applications/testing/application-events';

const ref = { applicationId: 'a1', userId: 'u1' };
const submitted = (role: 'student' | 'ta' = 'student') => submittedAs(role, ref);
const offered = offerMade(ref);
const rolesDocument = rolesDocumentAccepted(ref);
const supplemental: ApplicationEvent = {
  type: 'SupplementalFormConfirmed',
  data: { ...ref, confirmedAt: at('04-03').toISOString() },
};
const funding: ApplicationEvent = {
  type: 'FundingAnswered',
  data: { ...ref, funding: 'self_funded', explanation: '', answeredAt: at('04-04').toISOString() },
};
const hardship: ApplicationEvent = {
  type: 'HardshipAnswered',
  data: { ...ref, hardship: true, explanation: 'x', answeredAt: at('04-04').toISOString() },
};
const chosen = (amountCents: number): ApplicationEvent => ({
  type: 'PayWhatYouCanChosen',
  data: { ...ref, amountCents, chosenAt: at('04-05').toISOString() },
});
const readyToPay = [submitted(), offered, rolesDocument, supplemental];

const input: FeeInput = {
  coursePrice: 2090,
  isIndustry: false,
  cola: 1,
  selfFunded: false,
  hardship: false,
  payWhatYouCan: true,
};
const fee = feeBreakdown(input);

const stateAfter = (events: ApplicationEvent[]) =>
  events.reduce(applicationDecider.evolve, applicationDecider.initialState());

/** given the application's events, when the owner `userId` opens a checkout asking `requested` cents. */
const checkout =
  (events: ApplicationEvent[], requested?: number | null, userId = 'u1') =>
  () =>
    checkoutChargeOf(checkoutApplicationOf(stateAfter(events), userId), fee, requested);

describe('opening a checkout', () => {
  it('charges the fee on an accepted student application once the pay step is reached', () => {
    expect(checkout(readyToPay)()).toEqual({ amountCents: fee.total_cents, payWhatYouCan: false });
  });

  it.each([
    ['no application', []],
    ['a withdrawn application', [...readyToPay, { type: 'ApplicationWithdrawn', data: { ...ref, withdrawnAt: '' } }]],
    ['a TA application', [submitted('ta'), offered]],
  ] as Array<[string, ApplicationEvent[]]>)('answers 404 for %s', (_case, events) => {
    expect(thrownBy(checkout(events))).toMatchObject({ code: 'not_found', message: 'Application not found.' });
  });

  it("answers 404 for someone else's application", () => {
    expect(thrownBy(checkout(readyToPay, null, 'u2'))).toMatchObject({ code: 'not_found' });
  });

  it('is refused while no offer stands', () => {
    expect(thrownBy(checkout([submitted()]))).toMatchObject({
      code: 'not_allowed',
      message: 'You cannot perform this action',
    });
  });

  it('names the first enrolment step missing before the fee', () => {
    expect(thrownBy(checkout([submitted(), offered, rolesDocument]))).toMatchObject({
      code: 'step_missing',
    });
  });

  it('charges the amount chosen on the enrolment step when the pay step sends none, after hardship step 2', () => {
    expect(checkout([...readyToPay, funding, hardship, chosen(20_000)])()).toEqual({
      amountCents: 20_000,
      payWhatYouCan: true,
    });
  });

  it('lets the amount the pay step sends win over the one chosen before', () => {
    expect(checkout([...readyToPay, funding, hardship, chosen(20_000)], 30_000)()).toEqual({
      amountCents: 30_000,
      payWhatYouCan: true,
    });
  });

  it('asks for the reduced-fee steps before charging a chosen amount', () => {
    expect(thrownBy(checkout(readyToPay, 20_000))).toMatchObject({ code: 'step_missing' });
  });
});
