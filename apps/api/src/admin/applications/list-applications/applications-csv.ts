import type { Queryable } from '@portal/event-store';
import { type ApplicationSortField, listApplicationsForStaff } from '@portal/projections';
import type { Anonymity } from '../../shared/applicant-anonymity';
import { withoutIdentity } from '../../shared/applicant-anonymity';
import { csvLine } from '../../shared/csv';
import type { ListQuery } from '../../shared/ra-list-query';
import type { ApplicationFilter } from './application-filters';

const COLUMNS = [
  'id',
  'applicant_name',
  'email',
  'course_name',
  'role',
  'status',
  'seniority',
  'country',
  'wants_to_enroll',
  'application_date',
  'review_average',
  'review_spread',
  'review_count',
] as const;

/** Rows read per query while exporting: the list's own page limit. */
const BATCH = 1000;

/**
 * Every application the list's filter matches, as CSV, in the list's order (the query's range is
 * ignored): staff export what they filtered, not just the page on screen.
 */
export async function applicationsCsv(
  db: Queryable,
  query: ListQuery<ApplicationFilter, ApplicationSortField>,
  anonymity: Anonymity | null,
  viewerId: string,
): Promise<string> {
  const lines = [csvLine(COLUMNS)];
  for (let start = 0; ; start += BATCH) {
    const page = { ...query, start, end: start + BATCH - 1 };
    const { rows, total } = await listApplicationsForStaff(db, page, { searchIdentity: !anonymity, viewerId });
    for (const row of rows) {
      const shown = anonymity?.hides(row.course) ? withoutIdentity(row) : row;
      lines.push(csvLine(COLUMNS.map((column) => shown[column])));
    }
    if (rows.length < BATCH || start + BATCH >= total) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
