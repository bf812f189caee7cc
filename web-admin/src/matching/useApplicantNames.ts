import type { StaffApplicationRow } from '@portal/contracts';
import { useGetMany } from 'react-admin';

/** The proposal names applications; staff read people. Unknown ids fall back to the id itself. */
export function useApplicantNames(ids: string[]): (id: string) => string {
  const { data } = useGetMany<StaffApplicationRow>('applications', { ids }, { enabled: ids.length > 0 });
  const names = new Map((data ?? []).map((row) => [row.id, row.applicant_name]));
  return (id) => names.get(id) ?? id;
}
