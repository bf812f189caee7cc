import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { ALL_COURSES, useCourses } from '../api/get-courses';
import { CourseApplyCard } from './course-apply-card';

/** Every current course with its apply buttons, for the signed-in applicant. */
export const CourseApplyList = () => {
  const coursesQuery = useCourses(ALL_COURSES);
  // One "now" per visit, so that every block judges the windows alike.
  const [now] = useState(() => new Date());

  if (coursesQuery.isPending) return <Spinner label="Loading courses" />;
  if (coursesQuery.isError) return <Alert severity="error">The courses could not be loaded.</Alert>;
  if (coursesQuery.data.results.length === 0) {
    return <Typography>No courses are open for applications at the moment.</Typography>;
  }
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {coursesQuery.data.results.map((course) => (
        <li key={course.id}>
          <CourseApplyCard course={course} now={now} />
        </li>
      ))}
    </Stack>
  );
};
