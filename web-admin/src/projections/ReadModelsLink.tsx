import { Link, usePermissions } from 'react-admin';
import { useAuditPaths } from '../audit/auditPaths';
import type { StaffRole } from '../auth/staffSession';

/** From the System status card's lag to the page where admins rebuild a read model. */
export const ReadModelsLink = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const { projectionsPath } = useAuditPaths();
  if (permissions !== 'admin') return null;
  return <Link to={projectionsPath()}>Read models and rebuilds</Link>;
};
