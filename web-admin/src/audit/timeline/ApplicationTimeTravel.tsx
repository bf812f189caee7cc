import type { StaffApplicationRecord } from '@portal/contracts';
import { usePermissions, useRecordContext } from 'react-admin';
import { RecordTimeline } from './RecordTimeline';
import type { StaffRole } from '../../auth/staffSession';

/** The application page's timeline and as-of slider, for admins (the audit routes are theirs). */
export const ApplicationTimeTravel = () => {
  const record = useRecordContext<StaffApplicationRecord>();
  const { permissions } = usePermissions<StaffRole | null>();
  if (!record || permissions !== 'admin') return null;
  return (
    <RecordTimeline
      kind="application"
      id={record.id}
      subject={record.applicant.id}
      version={record.modified}
      heading="h3"
    />
  );
};
