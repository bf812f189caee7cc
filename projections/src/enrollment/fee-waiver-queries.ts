import type { FeeWaiverQueueState } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import type { ListPage, ListQuery } from '../list-query';

/** The staff waiver queue's filters: ids (react-admin's getMany), course, where the waiver stands. */
export interface FeeWaiverFilter {
  id?: string | string[];
  course?: string;
  state?: FeeWaiverQueueState;
}

const SORT_COLUMNS = {
  id: 'w.id',
  requested_at: 'w.requested_at',
  decided_at: 'w.decided_at',
  fee: 'w.fee_cents',
  applicant_name: "u.last_name || ' ' || u.first_name",
  course_name: 'c.name',
} as const;
export type FeeWaiverSortField = keyof typeof SORT_COLUMNS;
export const FEE_WAIVER_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [FeeWaiverSortField, ...FeeWaiverSortField[]];

/**
 * A request still waits only while its offer is open: once paid, declined or lapsed it is overtaken.
 * A hardship "yes" with no request after it was granted at once (before staff could decide reductions).
 */
const STATE_SQL = `CASE WHEN w.state = 'answered' THEN 'granted' WHEN w.state <> 'requested' THEN w.state
                        WHEN a.status = 'accepted' THEN 'waiting' ELSE 'overtaken' END`;

const CONDITION_OF: Record<FeeWaiverQueueState, string> = {
  waiting: "w.state = 'requested' AND a.status = 'accepted'",
  overtaken: "w.state = 'requested' AND a.status <> 'accepted'",
  granted: "w.state IN ('granted', 'answered')",
  refused: "w.state = 'refused'",
};

const FROM = `FROM fee_waivers w JOIN applications a ON a.id = w.application_id
              JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = w.user_id`;

export interface FeeWaiverQueueRow {
  id: string;
  kind: 'waiver' | 'hardship';
  application_id: string;
  user_id: string;
  applicant_name: string;
  email: string;
  course: string;
  course_name: string;
  fee_cents: number;
  state: FeeWaiverQueueState;
  requested_at: Date;
  decided_at: Date | null;
  reason_event_id: string;
}

/** An open offer's request of this kind still to answer or refused (the student may pay or ask again), or null. */
export async function openFeeRequest(
  db: Queryable,
  applicationId: string,
  kind: 'waiver' | 'hardship',
): Promise<'waiting' | 'refused' | null> {
  const { rows } = await db.query<{ state: string }>('SELECT state FROM fee_waivers WHERE id = $1', [
    kind === 'hardship' ? `hardship-${applicationId}` : applicationId,
  ]);
  const state = rows.at(0)?.state;
  return state === 'requested' ? 'waiting' : state === 'refused' ? 'refused' : null;
}

/** One page of the waiver queue (the fee_waivers read model) with applicant and course. */
export async function listFeeWaivers(
  db: Queryable,
  query: ListQuery<FeeWaiverFilter, FeeWaiverSortField>,
): Promise<ListPage<FeeWaiverQueueRow>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.filter.id !== undefined) {
    params.push([query.filter.id].flat());
    conditions.push(`w.id = ANY($${params.length})`);
  }
  if (query.filter.course) {
    params.push(query.filter.course);
    conditions.push(`a.course_id = $${params.length}`);
  }
  if (query.filter.state) conditions.push(CONDITION_OF[query.filter.state]);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${FROM} ${where}`, params);
  const page = await db.query<FeeWaiverQueueRow>(
    `SELECT w.id, w.kind, w.application_id, w.user_id, u.first_name || ' ' || u.last_name AS applicant_name, u.email,
            a.course_id AS course, c.name AS course_name, w.fee_cents, ${STATE_SQL} AS state,
            w.requested_at, w.decided_at, w.reason_event_id
       ${FROM} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order} NULLS LAST, w.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  return {
    rows: page.rows.map((row) => ({ ...row, fee_cents: toNumber(row.fee_cents) })),
    total: toNumber(total.rows[0].n),
  };
}
