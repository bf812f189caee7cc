import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { useCourses } from '../api/get-courses';
import { isCurrent } from './application-windows';
import { CourseCard } from './course-card';

export const CourseList = () => {
  const coursesQuery = useCourses();

  if (coursesQuery.isPending) return <Spinner label="Loading courses" />;

  if (coursesQuery.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void coursesQuery.refetch()}>
            Try again
          </Button>
        }
      >
        The courses could not be loaded. {coursesQuery.error.message}
      </Alert>
    );
  }

  // "Current" courses: the list endpoint also returns ones that have run, which are past.
  const now = new Date();
  const currentCourses = coursesQuery.data.results.filter((course) => isCurrent(course, now));
  if (currentCourses.length === 0) {
    return <Typography>No courses are running or open for applications at the moment.</Typography>;
  }

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {currentCourses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} now={now} />
        </li>
      ))}
    </Stack>
  );
};
