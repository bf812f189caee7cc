import { Stack } from '@mui/material';
import { Link, usePermissions, useRecordContext } from 'react-admin';
import { useAuditPaths } from './auditPaths';

/** From an application's history to its full stream and its as-of view, for admins (the audit pages are theirs). */
export const ApplicationAuditLinks = () => {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const { streamPath, asOfPath, personalDataPath } = useAuditPaths();
  if (!record || permissions !== 'admin') return null;
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1 }}>
      <Link to={streamPath(`application-${record.id}`)}>Stream history</Link>
      <Link to={asOfPath('application', String(record.id))}>As of a moment</Link>
      <Link to={personalDataPath(record.applicant.id)}>Applicant's personal data</Link>
    </Stack>
  );
};
