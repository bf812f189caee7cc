import type { StaffApplicationRecord, StaffApplicationRow } from '@portal/contracts';

/**
 * The record an application's show page holds: react-admin seeds its read with the list's row, so
 * the row stands in until the full record arrives.
 */
export type ShownApplication = StaffApplicationRecord | StaffApplicationRow;

/** The full record, once it has arrived. */
export const fullApplication = (record: ShownApplication): StaffApplicationRecord | null =>
  'answered_questions' in record ? record : null;

/** The applicant's user id: the row names it, the full record holds the applicant. */
export const applicantIdOf = ({ applicant }: ShownApplication) =>
  typeof applicant === 'string' ? applicant : applicant.id;
