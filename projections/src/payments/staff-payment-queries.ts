import type { StaffPaymentRow } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import { type ListPage, type ListQuery, containsPattern } from '../list-query';

/** The staff payment list's filters: ids (react-admin's getMany), course, status, a search. */
export interface StaffPaymentFilter {
  id?: string | string[];
  course?: string;
  status?: StaffPaymentRow['status'];
  q?: string;
}

const SORT_COLUMNS = {
  id: 's.payment_id',
  paid_at: 's.paid_at',
  amount: 's.amount_cents',
  applicant_name: "u.last_name || ' ' || u.first_name",
  course_name: 'c.name',
} as const;
export type PaymentSortField = keyof typeof SORT_COLUMNS;
export const PAYMENT_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [PaymentSortField, ...PaymentSortField[]];

const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function whereClause(filter: StaffPaymentFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.id !== undefined) add((p) => `s.payment_id = ANY(${p})`, [filter.id].flat());
  if (filter.course) add((p) => `a.course_id = ${p}`, filter.course);
  if (filter.status === 'refund_due') conditions.push('s.refund_reason IS NOT NULL');
  if (filter.status === 'settled') conditions.push('s.refund_reason IS NULL AND NOT s.waived');
  if (filter.status === 'waived') conditions.push('s.waived');
  if (filter.q?.trim()) {
    const pattern = containsPattern(filter.q);
    add(
      (p) =>
        `(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR s.checkout_session_id ILIKE ${p})`,
      pattern,
    );
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const FROM = `FROM staff_payments s JOIN applications a ON a.id = s.application_id
              JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = s.user_id`;

/** One page of payments received (the staff_payments read model) with applicant and course. */
export async function listPaymentsForStaff(
  db: Queryable,
  query: ListQuery<StaffPaymentFilter, PaymentSortField>,
): Promise<ListPage<StaffPaymentRow>> {
  const { sql: where, params } = whereClause(query.filter);
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} ${where}`, params);
  const page = await db.query<{
    id: string;
    amount_cents: string | number;
    currency: string;
    refund_reason: string | null;
    application: string;
    applicant: string;
    applicant_name: string;
    email: string;
    course: string;
    course_name: string;
    checkout_session_id: string | null;
    waived: boolean;
    receipt_url: string | null;
    paid_at: Date;
  }>(
    `SELECT s.payment_id AS id, s.amount_cents, s.currency, s.refund_reason, s.application_id AS application,
            s.user_id AS applicant, u.first_name || ' ' || u.last_name AS applicant_name, u.email,
            a.course_id AS course, c.name AS course_name, s.checkout_session_id, s.receipt_url, s.paid_at, s.waived
       ${FROM} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, s.payment_id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map(({ amount_cents, paid_at, waived, ...row }): StaffPaymentRow => ({
    ...row,
    amount: dollars(Number(amount_cents)),
    status: waived ? 'waived' : row.refund_reason ? 'refund_due' : 'settled',
    paid_at: new Date(paid_at).toISOString(),
  }));
  return { rows, total: toNumber(total.rows[0].n) };
}
