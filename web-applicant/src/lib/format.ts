/**
 * The one way the applicant app writes money and dates (issue 19), so a fee reads the same on every
 * page. Money is US dollars from the API's 2-decimal strings; dates are the API's ISO instants in UTC.
 */
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const NUMERIC_DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const COURSE_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '$1,245.50', '-$1,200.00' for a discount (never '$-1200.00'). */
export const formatMoney = (dollars: string | number): string => MONEY.format(Number(dollars));

/** 'July 13, 2026'. */
export const formatDate = (iso: string): string => LONG_DATE.format(new Date(iso));

/** 'July 13, 2026 at 9:05 AM UTC': when a session was last used. */
export const formatDateTime = (iso: string): string => `${DATE_TIME.format(new Date(iso))} UTC`;

/** Spec 1 §4's application dates: MM-DD-YYYY in UTC. */
export const formatNumericDate = (iso: string): string => {
  const parts = Object.fromEntries(NUMERIC_DATE.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${parts.month}-${parts.day}-${parts.year}`;
};

/** A course day (`YYYY-MM-DD`) as a column heading: 'Mon, Jul 13'. */
export const formatCourseDay = (day: string): string => COURSE_DAY.format(new Date(`${day}T00:00:00Z`));

const RECEIPT_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 1's receipts show the amount 'with a $ suffix': '1,245.50$'. */
export const formatReceiptAmount = (dollars: string | number): string => `${RECEIPT_AMOUNT.format(Number(dollars))}$`;
