import { Stack } from '@mui/material';
import { Link, usePermissions, useRecordContext } from 'react-admin';
import { applicantIdOf, type ShownApplication } from '../applications/shownApplication';
import { useAuditPaths } from './auditPaths';
import type { StaffRole } from '../auth/staffSession';

/**
 * From an application's history in words to its raw events (the full stream) and its as-of view, for
 * admins (the audit pages are theirs).
 */
export const ApplicationAuditLinks = () => {
  const record = useRecordContext<ShownApplication>();
  const { permissions } = usePermissions<StaffRole | null>();
  const { streamPath, asOfPath, personalDataPath } = useAuditPaths();
  if (!record || permissions !== 'admin') return null;
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1 }}>
      <Link to={streamPath(`application-${record.id}`)}>Raw events (stream history)</Link>
      <Link to={asOfPath('application', record.id)}>As of a moment</Link>
      <Link to={personalDataPath(applicantIdOf(record))}>Applicant's personal data</Link>
    </Stack>
  );
};
