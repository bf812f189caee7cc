import { usePermissions, useRecordContext } from 'react-admin';
import { fullApplication, type ShownApplication } from '../../applications/shownApplication';
import { RecordTimeline } from './RecordTimeline';
import type { StaffRole } from '../../auth/staffSession';

/** The application page's timeline and as-of slider, for admins (the audit routes are theirs). */
export const ApplicationTimeTravel = () => {
  const record = useRecordContext<ShownApplication>();
  const { permissions } = usePermissions<StaffRole | null>();
  if (!record || permissions !== 'admin') return null;
  return (
    <RecordTimeline
      kind="application"
      id={record.id}
      subject={fullApplication(record)?.applicant.id}
      version={record.modified}
      heading="h3"
    />
  );
};
