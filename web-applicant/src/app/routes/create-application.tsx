import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApplicationFlow } from '@/features/applications/components/application-flow';
import { roleOfRouteType } from '@/features/applications/application-roles';
import { useCourse } from '@/features/catalog/api/get-courses';
import { useUser } from '@/lib/auth/get-user';

/** /create/{role}_application/{courseId}; an unknown role or course goes home. */
export const CreateApplicationRoute = () => {
  const { applicationType, courseId = '' } = useParams();
  const role = roleOfRouteType(applicationType);
  const courseQuery = useCourse(courseId);
  const userId = useUser().data?.id;

  if (courseQuery.isPending) return <Spinner label="Loading the course" />;
  if (courseQuery.isError) return <Alert severity="error">The course could not be loaded.</Alert>;
  if (!role || !courseQuery.data || !userId) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <ApplicationFlow key={`${role}-${courseQuery.data.id}`} role={role} course={courseQuery.data} userId={userId} />
  );
};
