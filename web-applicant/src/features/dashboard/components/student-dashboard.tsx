import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EnrollmentWizard } from '@/features/enrollment/components/enrollment-wizard';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { EnrolledCard } from './enrolled-card';
import { PaymentConfirming } from './payment-confirming';

const ENROLLED_STATUSES: readonly string[] = ['paid', 'waived_fee', 'matched'];

/** The offer's wizard while it is open, then the enrolled view; pods do not exist yet (spec 2 §2). */
export const StudentDashboard = ({ application }: { application: CourseApplication }) => {
  const [searchParams] = useSearchParams();
  if (application.status === 'accepted') {
    return searchParams.get('checkout') === 'success' ? (
      <PaymentConfirming id={application.id} />
    ) : (
      <EnrollmentWizard application={application} />
    );
  }
  if (ENROLLED_STATUSES.includes(application.status) && application.wants_to_enroll) {
    return <EnrolledCard application={application} />;
  }
  return <Navigate to={paths.home.getHref()} replace />;
};
