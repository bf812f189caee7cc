import { MESSAGES } from '@portal/contracts';
import { customAmountCents, feeBreakdown, formatDollars } from './fee';
import { thrownBy } from '../shared/testing/thrown-by';

const COLAS = [0, 0.2, 0.3, 0.5, 1, 1.4];
const BOOLS = [false, true];

/** The formula of docs/architecture.md §5 written out plainly; float noise is rounded off before the floor. */
function expectedCents(price: number, industry: boolean, cola: number, selfFunded: boolean, hardship: boolean) {
  const base = industry ? price : price - Math.floor((price * 1200) / 2090);
  const fee = (base * cola) / (selfFunded ? 2 : 1) / (hardship ? 2 : 1);
  return Math.floor(Math.round((fee + 50 * cola) * 100 * 1e6) / 1e6);
}

const rows = BOOLS.flatMap((isIndustry) =>
  COLAS.flatMap((cola) =>
    BOOLS.flatMap((selfFunded) =>
      BOOLS.flatMap((hardship) =>
        BOOLS.map((payWhatYouCan) => ({ isIndustry, cola, selfFunded, hardship, payWhatYouCan })),
      ),
    ),
  ),
);

describe('the fee of a 2090 dollar course', () => {
  it.each(rows)(
    'industry $isIndustry, cola $cola, self-funded $selfFunded, hardship $hardship, pwyc $payWhatYouCan: the formula to the cent',
    (row) => {
      const fee = feeBreakdown({ coursePrice: 2090, ...row });
      const cents = expectedCents(2090, row.isIndustry, row.cola, row.selfFunded, row.hardship);
      expect(fee.total_cents).toBe(cents);
      expect(fee.total).toBe(formatDollars(cents));
      expect(fee.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(cents);
      expect(fee.lines.map((line) => line.component)).toEqual([
        'course_price',
        'academic_discount',
        'cost_of_living_adjustment',
        'self_funded_discount',
        'hardship_discount',
        'processing_fee',
      ]);
      expect(fee.must_waive).toBe(cents <= 0);
      expect(fee.notice).toBe(cents <= 0 ? MESSAGES.zeroCourseFee : null);
      expect(fee.can_afford_button).toBe(row.cola <= 0.3 || row.payWhatYouCan);
    },
  );
});

describe('hand-checked totals', () => {
  const base = { coursePrice: 2090, isIndustry: false, selfFunded: false, hardship: false, payWhatYouCan: false };
  it.each([
    [{ ...base, cola: 1 }, '940.00'],
    [{ ...base, cola: 1, isIndustry: true }, '2140.00'],
    // 890 × 1.4 is 1245.9999… in floating point: the integer arithmetic keeps it 1246.
    [{ ...base, cola: 1.4 }, '1316.00'],
    [{ ...base, cola: 0.3 }, '282.00'],
    [{ ...base, cola: 0.5, selfFunded: true, hardship: true }, '136.25'],
    [{ ...base, cola: 0.37, selfFunded: true }, '183.15'],
    [{ ...base, cola: 1, coursePrice: 1000 }, '476.00'],
  ])('case %#: totals %s', (input, total) => {
    expect(feeBreakdown(input).total).toBe(total);
  });

  it('shows each component as a signed line', () => {
    const fee = feeBreakdown({ ...base, cola: 0.5, selfFunded: true });
    expect(fee.lines.map((line) => [line.component, line.amount, line.applied])).toEqual([
      ['course_price', '2090.00', true],
      ['academic_discount', '-1200.00', true],
      ['cost_of_living_adjustment', '-445.00', true],
      ['self_funded_discount', '-222.50', true],
      ['hardship_discount', '0.00', false],
      ['processing_fee', '25.00', true],
    ]);
  });
});

describe('a pay-what-you-can amount', () => {
  const offered = feeBreakdown({
    coursePrice: 2090,
    isIndustry: false,
    cola: 0.3,
    selfFunded: false,
    hardship: false,
    payWhatYouCan: false,
  });
  const notOffered = feeBreakdown({
    coursePrice: 2090,
    isIndustry: false,
    cola: 1,
    selfFunded: false,
    hardship: false,
    payWhatYouCan: false,
  });

  it('is whole dollars from 2 up to the fee, in cents', () => {
    expect(customAmountCents(offered, 2)).toBe(200);
    expect(customAmountCents(offered, 282)).toBe(28_200);
  });
  it.each([
    [1, 'min_value'],
    [2.5, 'invalid'],
    [283, 'max_value'],
  ])('refuses %s (%s)', (dollars, code) => {
    expect(thrownBy(() => customAmountCents(offered, dollars))).toMatchObject({ code, field: 'amount' });
  });
  it('is refused where the cannot-afford button does not show', () => {
    expect(thrownBy(() => customAmountCents(notOffered, 10))).toMatchObject({ code: 'not_allowed' });
  });
});
