import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EnrollmentWizard } from '@/features/enrollment/components/enrollment-wizard';
import { useForgetWizardDrafts } from '@/features/enrollment/hooks/use-step-draft';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { StudentPodInfo } from '@/features/pods/components/student-pod-info';
import { dashboardPods } from '@/features/pods/dashboard-pods';
import { EnrolledCard } from './enrolled-card';
import { PaymentConfirming } from './payment-confirming';

const ENROLLED_STATUSES: readonly string[] = ['paid', 'waived_fee', 'matched'];

/**
 * The offer's wizard while it is open, then the enrolled view: 'Congrats...' until the pod is
 * released (the API gives `pod` from the course's pod_realise_date on), then the pod info (spec 2 §2).
 */
export const StudentDashboard = ({ application }: { application: CourseApplication }) => {
  const [searchParams] = useSearchParams();
  useForgetWizardDrafts(application.id, application.status !== 'accepted');
  if (application.status === 'accepted') {
    return searchParams.get('checkout') === 'success' ? (
      <PaymentConfirming id={application.id} sessionId={searchParams.get('session_id')} />
    ) : (
      <EnrollmentWizard application={application} />
    );
  }
  if (ENROLLED_STATUSES.includes(application.status) && application.wants_to_enroll) {
    const { pod } = dashboardPods(application);
    return pod ? <StudentPodInfo podId={pod} /> : <EnrolledCard application={application} />;
  }
  return <Navigate to={paths.home.getHref()} replace />;
};
