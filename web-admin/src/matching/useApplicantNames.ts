import { useGetMany } from 'react-admin';

/** The proposal names applications; staff read people. Unknown ids fall back to the id itself. */
export function useApplicantNames(ids: string[]): (id: string) => string {
  const { data } = useGetMany('applications', { ids }, { enabled: ids.length > 0 });
  const names = new Map((data ?? []).map((row) => [String(row.id), String(row.applicant_name)]));
  return (id) => names.get(id) ?? id;
}
