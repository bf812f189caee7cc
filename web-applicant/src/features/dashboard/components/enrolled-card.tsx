import Typography from '@mui/material/Typography';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { DashboardCard } from './dashboard-card';
import { formatDate } from '@/lib/format';

/** A student who paid or had the fee waived, before pod info is released (spec 2 §2). */
export const EnrolledCard = ({ application }: { application: CourseApplication }) => (
  <DashboardCard title="You are enrolled">
    <Typography>Congrats, you are officially enrolled in {application.course_name}!</Typography>
    <Typography sx={{ mt: 2 }}>
      Your pod information (your teaching assistant, pod, time slot, language and meeting link) is released a few weeks
      before the course starts
      {application.pod_realise_date ? `, on ${formatDate(application.pod_realise_date)}.` : '.'}
    </Typography>
  </DashboardCard>
);
