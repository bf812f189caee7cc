import { Stack } from '@mui/material';
import type { StaffApplicationRecord } from '@portal/contracts';
import { Link, usePermissions, useRecordContext } from 'react-admin';
import { useAuditPaths } from './auditPaths';
import type { StaffRole } from '../auth/staffSession';

/** From an application's history to its full stream and its as-of view, for admins (the audit pages are theirs). */
export const ApplicationAuditLinks = () => {
  const record = useRecordContext<StaffApplicationRecord>();
  const { permissions } = usePermissions<StaffRole | null>();
  const { streamPath, asOfPath, personalDataPath } = useAuditPaths();
  if (!record || permissions !== 'admin') return null;
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1 }}>
      <Link to={streamPath(`application-${record.id}`)}>Stream history</Link>
      <Link to={asOfPath('application', record.id)}>As of a moment</Link>
      <Link to={personalDataPath(record.applicant.id)}>Applicant's personal data</Link>
    </Stack>
  );
};
