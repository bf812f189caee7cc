import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CourseList } from '@/features/catalog/components/course-list';
import { InfoSections } from '@/features/programme-info/components/info-sections';

export const HomeRoute = () => (
  <>
    <Typography variant="h4" component="h1" gutterBottom>
      Apply to the summer school
    </Typography>
    <Typography sx={{ mb: 3 }}>
      Students, teaching assistants and mentors apply here. Read how the programme works, then pick a course.
    </Typography>
    <Box sx={{ mb: 5 }}>
      <InfoSections />
    </Box>
    <Box component="section" aria-labelledby="current-courses-heading">
      <Typography id="current-courses-heading" variant="h5" component="h2" gutterBottom>
        Current courses
      </Typography>
      <CourseList />
    </Box>
  </>
);
