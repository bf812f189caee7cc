import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ApplicationRole } from '@portal/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCourseApplication } from '@/features/enrollment/api/get-course-application';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { MentorInfoCard } from './mentor-info-card';
import { StatusCard, WAITING_STATUSES, type WaitingStatus } from './status-card';
import { StudentDashboard } from './student-dashboard';
import { TaDashboard } from './ta-dashboard';

/** The two final refusals: nothing to show, so home (docs/architecture.md §5). */
const REFUSED_STATUSES: readonly string[] = ['rejected', 'dismissed'];
const MENTOR_STATUSES: readonly string[] = ['approved', 'matched'];
const isWaiting = (status: string): status is WaitingStatus => (WAITING_STATUSES as readonly string[]).includes(status);

const RoleDashboard = ({ application }: { application: CourseApplication }) => {
  if (isWaiting(application.status)) return <StatusCard application={application} status={application.status} />;
  if (application.application_type === 'student') return <StudentDashboard application={application} />;
  if (application.application_type === 'ta') return <TaDashboard application={application} />;
  if (MENTOR_STATUSES.includes(application.status)) return <MentorInfoCard application={application} />;
  return <Navigate to={paths.home.getHref()} replace />;
};

const ROLE_NAMES: Record<ApplicationRole, string> = { student: 'Student', ta: 'Teaching assistant', mentor: 'Mentor' };

/** The course dashboard of one application (spec 2 §2); a missing or refused application goes home. */
export const CourseDashboard = ({ role, id }: { role: ApplicationRole; id: string }) => {
  const query = useCourseApplication(role, id);

  if (query.isPending) return <Spinner label="Loading your course" />;
  if (query.isError) return <Alert severity="error">Your course could not be loaded.</Alert>;
  const application = query.data;
  if (!application || REFUSED_STATUSES.includes(application.status)) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {application.course_name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {ROLE_NAMES[role]}
      </Typography>
      <RoleDashboard application={application} />
    </>
  );
};
