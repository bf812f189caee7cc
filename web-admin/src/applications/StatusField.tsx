import { applicationStatusWords, type StaffApplicationRow } from '@portal/contracts';
import { useRecordContext } from 'react-admin';

/** The application's status in the words the applicant's app uses too ("Offer made", not "Accepted"). */
export const StatusField = () => {
  const record = useRecordContext<Pick<StaffApplicationRow, 'id' | 'status' | 'wants_to_enroll' | 'role'>>();
  if (!record) return null;
  return <span>{applicationStatusWords(record.status, record.wants_to_enroll, record.role)}</span>;
};
