import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApplicationSteps } from '@/features/applications/components/application-steps';
import { SubmittedApplications } from '@/features/applications/components/submitted-applications';
import { CourseApplyList } from '@/features/catalog/components/course-apply-list';
import { PreferencesSection } from '@/features/logistics/components/preferences-section';
import { useUser } from '@/lib/auth/get-user';

export const ApplicationsRoute = () => {
  const user = useUser().data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Applications
      </Typography>
      <SubmittedApplications />
      {user && <PreferencesSection user={user} />}
      <ApplicationSteps />
      <Box component="section" aria-labelledby="courses-heading">
        <Typography id="courses-heading" variant="h5" component="h2" gutterBottom>
          Courses
        </Typography>
        <CourseApplyList />
      </Box>
    </>
  );
};
