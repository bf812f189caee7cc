import { Link, usePermissions } from 'react-admin';
import { useAuditPaths } from '../audit/auditPaths';

/** From the System status card's lag to the page where admins rebuild a read model. */
export const ReadModelsLink = () => {
  const { permissions } = usePermissions();
  const { projectionsPath } = useAuditPaths();
  if (permissions !== 'admin') return null;
  return <Link to={projectionsPath()}>Read models and rebuilds</Link>;
};
