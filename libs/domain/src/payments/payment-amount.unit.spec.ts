import { type FeeInput, feeBreakdown } from '../enrollment/fee';
import { chargeFor } from './payment-amount';
import { thrownBy } from '../shared/testing/thrown-by';

const student: FeeInput = {
  coursePrice: 2090,
  isIndustry: false,
  cola: 1,
  selfFunded: false,
  hardship: false,
  payWhatYouCan: false,
};
const fee = feeBreakdown(student);
const offered = feeBreakdown({ ...student, payWhatYouCan: true });

describe('the amount a checkout charges', () => {
  it('is the fee the server computed, whatever the client sent, without pay what you can', () => {
    expect(chargeFor(fee, 200)).toEqual({ amountCents: fee.total_cents, payWhatYouCan: false });
    expect(chargeFor(fee, undefined)).toEqual({ amountCents: fee.total_cents, payWhatYouCan: false });
  });

  it.each([200, 1_000, offered.total_cents - 100])(
    'is the chosen %i cents inside the pay-what-you-can range',
    (cents) => {
      expect(chargeFor(offered, cents)).toEqual({ amountCents: cents, payWhatYouCan: true });
    },
  );

  it('is the fee when pay what you can is offered but the fee itself (or nothing) was sent', () => {
    expect(chargeFor(offered, offered.total_cents)).toEqual({ amountCents: offered.total_cents, payWhatYouCan: false });
    expect(chargeFor(offered, null)).toEqual({ amountCents: offered.total_cents, payWhatYouCan: false });
  });

  it.each([
    ['below the $2 minimum', 100, 'min_value'],
    ['zero', 0, 'min_value'],
    ['not whole dollars', 250, 'invalid'],
  ])('refuses a chosen amount %s as a field error on amount', (_case, cents, code) => {
    expect(thrownBy(() => chargeFor(offered, cents))).toMatchObject({ code, field: 'amount' });
  });

  it('refuses an amount above the fee as it now stands, saying so and asking for a new choice', () => {
    const reduced = feeBreakdown({ ...student, payWhatYouCan: true, hardship: true });
    expect(thrownBy(() => chargeFor(reduced, reduced.total_cents + 100))).toMatchObject({
      code: 'amount_above_fee',
      message: `The amount you chose is more than your fee of $${reduced.total} USD now. Please choose the amount you can pay again.`,
    });
  });

  it('refuses a fee of zero or less: that application goes to the waiver', () => {
    expect(thrownBy(() => chargeFor(feeBreakdown({ ...student, cola: 0 }), 500))).toMatchObject({
      code: 'must_waive',
      message: '$0 USD Course Fee - cannot legally pay',
    });
  });
});
