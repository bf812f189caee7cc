import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { MentorGroups } from '@/features/pods/components/mentor-groups';
import { DashboardCard } from './dashboard-card';

/** Mentors get this card only (spec 2 §2), with their project groups once the mentor round is applied. */
export const MentorInfoCard = ({ application }: { application: CourseApplication }) => (
  <Stack spacing={2}>
    <DashboardCard title="Mentor information">
      <Typography>
        Thank you for mentoring in {application.course_name}. We will email you the times of your meetings with your
        project groups and their teaching assistants.
      </Typography>
      <Typography sx={{ mt: 2 }}>
        If you cannot make a meeting, please contact support (see the{' '}
        <Link component={RouterLink} to={paths.help.getHref()}>
          Help page
        </Link>
        ).
      </Typography>
    </DashboardCard>
    <DashboardCard title="Your project groups">
      <MentorGroups applicationId={application.id} />
    </DashboardCard>
  </Stack>
);
