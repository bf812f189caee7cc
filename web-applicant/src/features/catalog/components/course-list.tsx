import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { useCourses } from '../api/get-courses';
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

  // "Current" courses: the list endpoint may also return past ones, which take no applications.
  const currentCourses = coursesQuery.data.results.filter((course) => course.is_active);
  if (currentCourses.length === 0) {
    return <Typography>No courses are open for applications at the moment.</Typography>;
  }

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {currentCourses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </Stack>
  );
};
