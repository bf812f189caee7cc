import { Navigate, useParams, useSearchParams } from 'react-router';
import { APPLICATION_ROLES, type ApplicationRole } from '@portal/contracts';
import { paths } from '@/config/paths';
import { CourseDashboard } from '@/features/dashboard/components/course-dashboard';

const roleOf = (type: string | null): ApplicationRole | undefined => APPLICATION_ROLES.find((role) => role === type);

/** /course/{applicationId}?type=student|ta|mentor; an unknown type goes home (spec 2 §2). */
export const CourseDashboardRoute = () => {
  const { applicationId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const role = roleOf(searchParams.get('type'));
  if (!role) return <Navigate to={paths.home.getHref()} replace />;
  return <CourseDashboard key={`${role}-${applicationId}`} role={role} id={applicationId} />;
};
