import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import type { ApplicationRole, CourseView } from '@portal/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useApplication } from '../api/get-application';
import { ApplicationFlow } from './application-flow';

type EditApplicationProps = { role: ApplicationRole; course: CourseView; applicationId: string; userId: string };

/** Spec 1 §4: the edit page sends the user home unless the application is applied or declined. */
export const EditApplication = ({ role, course, applicationId, userId }: EditApplicationProps) => {
  const applicationQuery = useApplication(role, applicationId);

  if (applicationQuery.isPending) return <Spinner label="Loading your application" />;
  if (applicationQuery.isError) {
    const { error } = applicationQuery;
    if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.home.getHref()} replace />;
    return <Alert severity="error">Your application could not be loaded. {error.message}</Alert>;
  }
  const application = applicationQuery.data;
  if (application.course !== course.id || !['applied', 'declined'].includes(application.status)) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  return <ApplicationFlow role={role} course={course} userId={userId} application={application} />;
};
