import type { ApplicationRole, ApplicationStatistics, Seniority } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';

/** Where each status sits in the funnel: a later stage counts as having passed the earlier ones. */
const OFFERED = ['accepted', 'declined', 'paid', 'waived_fee', 'approved', 'matched', 'dropped_out'];
const PAID_OR_WAIVED = ['paid', 'waived_fee', 'approved', 'matched', 'dropped_out'];
/** An offer made and answered yes: what "acceptance" by country and seniority counts. */
const ACCEPTED = ['accepted', 'paid', 'waived_fee', 'approved', 'matched', 'dropped_out'];

/** Dollars with two decimals in read models (docs/architecture.md §4); cents summed exactly as integers. */
const dollars = (cents: string) => `${BigInt(cents) / 100n}.${String(BigInt(cents) % 100n).padStart(2, '0')}`;

/**
 * The staff dashboard's numbers, aggregated in SQL over the read models (applications, pod
 * certificates, payment receipts), optionally for one course. No row names a person.
 */
export async function applicationStatistics(db: Queryable, courseId: string | null): Promise<ApplicationStatistics> {
  const inCourse = '($1::text IS NULL OR a.course_id = $1)';
  const params = [courseId];
  const perDay = await db.query<{ day: string; course: string; role: ApplicationRole; count: number }>(
    `SELECT to_char(date_trunc('day', a.submitted_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, c.name AS course,
            a.role, count(*) AS count
       FROM applications a JOIN courses c ON c.id = a.course_id
      WHERE ${inCourse} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    params,
  );
  const funnel = await db.query<{ applied: number; offered: number; paid: number; matched: number; completed: number }>(
    `SELECT count(*) AS applied,
            count(*) FILTER (WHERE a.status = ANY($2)) AS offered,
            count(*) FILTER (WHERE a.status = ANY($3)) AS paid,
            count(*) FILTER (WHERE a.status IN ('matched', 'dropped_out')) AS matched,
            (SELECT count(*) FROM certificates ce JOIN applications a ON a.id = ce.application_id
              WHERE ce.issued AND ${inCourse}) AS completed
       FROM applications a WHERE ${inCourse}`,
    [courseId, OFFERED, PAID_OR_WAIVED],
  );
  const breakdown = (column: string) =>
    db.query<{ key: string; applied: number; accepted: number }>(
      `SELECT coalesce(${column}, 'unknown') AS key, count(*) AS applied,
              count(*) FILTER (WHERE a.status = ANY($2)) AS accepted
         FROM applications a WHERE ${inCourse} GROUP BY 1 ORDER BY 2 DESC, 1`,
      [courseId, ACCEPTED],
    );
  const byCountry = await breakdown("a.personal->>'residing_country_during_course'");
  const bySeniority = await breakdown('a.seniority');
  const money = await db.query<{ currency: string; cents: string; payments: number }>(
    `SELECT r.currency, sum(r.amount_cents)::text AS cents, count(*) AS payments
       FROM payment_receipts r JOIN applications a ON a.id = r.application_id
      WHERE ${inCourse} GROUP BY 1 ORDER BY 1`,
    params,
  );
  const moneyPerDay = await db.query<{ day: string; currency: string; cents: string }>(
    `SELECT to_char(date_trunc('day', r.paid_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, r.currency,
            sum(r.amount_cents)::text AS cents
       FROM payment_receipts r JOIN applications a ON a.id = r.application_id
      WHERE ${inCourse} GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
  const f = funnel.rows[0];
  return {
    per_day: perDay.rows.map((row) => ({ ...row, count: toNumber(row.count) })),
    funnel: [
      { stage: 'applied', count: toNumber(f.applied) },
      { stage: 'offered', count: toNumber(f.offered) },
      { stage: 'paid or waived', count: toNumber(f.paid) },
      { stage: 'matched', count: toNumber(f.matched) },
      { stage: 'completed', count: toNumber(f.completed) },
    ],
    by_country: byCountry.rows.map(({ key, applied, accepted }) => ({
      country: key,
      applied: toNumber(applied),
      accepted: toNumber(accepted),
    })),
    by_seniority: bySeniority.rows.map(({ key, applied, accepted }) => ({
      seniority: key as Seniority | 'unknown',
      applied: toNumber(applied),
      accepted: toNumber(accepted),
    })),
    money: money.rows.map(({ currency, cents, payments }) => ({
      currency: currency.toUpperCase(),
      amount: dollars(cents),
      payments: toNumber(payments),
    })),
    money_per_day: moneyPerDay.rows.map(({ day, currency, cents }) => ({
      day,
      currency: currency.toUpperCase(),
      amount: dollars(cents),
    })),
  };
}
