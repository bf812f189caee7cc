import Typography from '@mui/material/Typography';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { DashboardCard } from './dashboard-card';

/** A TA who signed the agreement (wants_to_enroll), before a pod is assigned (spec 2 §2). */
export const TaConfirmation = ({ application }: { application: CourseApplication }) => (
  <DashboardCard title="Agreement signed">
    <Typography>
      Thank you: you are confirmed as a teaching assistant in {application.course_name}
      {application.ta_role && ` (${application.ta_role})`}.
    </Typography>
    <Typography sx={{ mt: 2 }}>
      {/* What the matching email does, not a promise of mail the portal never sends (issue 57). */}
      You will be placed in a pod; we will email you when pods are formed. Your pod and its students appear here then.
    </Typography>
  </DashboardCard>
);
