import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { TaAgreement } from '@/features/enrollment/components/ta-agreement';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { TaConfirmation } from './ta-confirmation';

const OFFERED_STATUSES: readonly string[] = ['accepted', 'approved', 'matched'];

/** The agreement until it is signed (wants_to_enroll), then the confirmation; pods do not exist yet. */
export const TaDashboard = ({ application }: { application: CourseApplication }) => {
  if (!OFFERED_STATUSES.includes(application.status)) return <Navigate to={paths.home.getHref()} replace />;
  return application.wants_to_enroll ? (
    <TaConfirmation application={application} />
  ) : (
    <TaAgreement application={application} />
  );
};
