import type { Queryable } from '@portal/event-store';
import { APPLICATION_SORT_FIELDS, type ApplicationSortField } from '@portal/projections';
import type { AuthenticatedUser } from '../../../identity/access/authenticated-user';
import { type Anonymity, anonymityFor } from '../../shared/applicant-anonymity';
import { type ListQuery, listQuerySchema, parseListQuery } from '../../shared/ra-list-query';
import { type ApplicationFilter, applicationFilterSchema } from './application-filters';

/** Sorting by these would order anonymised applicants by who they are. */
const IDENTIFYING_SORT_FIELDS: ReadonlyArray<ApplicationSortField> = ['applicant_name', 'email', 'country'];

/** The staff list's filters and sort fields, as ra-data-simple-rest sends them. */
export const APPLICATION_LIST = {
  filter: applicationFilterSchema,
  sortFields: APPLICATION_SORT_FIELDS,
  defaultSort: ['application_date', 'DESC'] as ['application_date', 'DESC'],
};

/** The list's query string; the export takes the same filter and sort, and every row. */
export const applicationListQuerySchema = listQuerySchema(APPLICATION_LIST);
export const applicationExportQuerySchema = applicationListQuerySchema.omit({ range: true });

/**
 * The list query as this caller may run it: `reviewer: "me"` is their own id, and in anonymised
 * review no order by who applicants are (their rows are then masked by `anonymity`).
 */
export async function callerListQuery(
  db: Queryable,
  user: AuthenticatedUser,
  query: unknown,
): Promise<{ listQuery: ListQuery<ApplicationFilter, ApplicationSortField>; anonymity: Anonymity | null }> {
  const listQuery = parseListQuery(query, APPLICATION_LIST);
  if (listQuery.filter.reviewer === 'me') listQuery.filter.reviewer = user.userId;
  const anonymity = await anonymityFor(db, user);
  if (anonymity && IDENTIFYING_SORT_FIELDS.includes(listQuery.sortField)) listQuery.sortField = 'application_date';
  return { listQuery, anonymity };
}
