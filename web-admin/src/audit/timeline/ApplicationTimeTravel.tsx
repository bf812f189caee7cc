import { usePermissions, useRecordContext } from 'react-admin';
import { RecordTimeline } from './RecordTimeline';

/** The application page's timeline and as-of slider, for admins (the audit routes are theirs). */
export const ApplicationTimeTravel = () => {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  if (!record || permissions !== 'admin') return null;
  return (
    <RecordTimeline
      kind="application"
      id={String(record.id)}
      subject={record.applicant?.id}
      version={record.modified}
      heading="h3"
    />
  );
};
