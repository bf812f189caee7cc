import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { TaAgreement } from '@/features/enrollment/components/ta-agreement';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { PodManagement } from '@/features/pods/components/pod-management';
import { ProjectPods } from '@/features/pods/components/project-pods';
import { dashboardPods } from '@/features/pods/dashboard-pods';
import { TaConfirmation } from './ta-confirmation';

const OFFERED_STATUSES: readonly string[] = ['accepted', 'approved', 'matched'];

/**
 * The agreement until it is signed (wants_to_enroll), then the confirmation until pods form; then
 * a regular TA manages their pod and a project or lead TA sees their project pods (spec 2 §2, §4).
 */
export const TaDashboard = ({ application }: { application: CourseApplication }) => {
  if (!OFFERED_STATUSES.includes(application.status)) return <Navigate to={paths.home.getHref()} replace />;
  if (!application.wants_to_enroll) return <TaAgreement application={application} />;
  const { pod, projectPods } = dashboardPods(application);
  if (pod && application.ta_for === 'regular_TA') return <PodManagement podId={pod} taRole={application.ta_role} />;
  if (projectPods.length > 0) return <ProjectPods podIds={projectPods} taRole={application.ta_role} />;
  return <TaConfirmation application={application} />;
};
