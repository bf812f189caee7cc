import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaFileView } from '@portal/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMediaFiles } from '../api/get-media-files';

const byCourse = (files: readonly MediaFileView[]) => {
  const courses = new Map<string, { name: string; files: MediaFileView[] }>();
  for (const file of files) {
    const course = courses.get(file.course) ?? { name: file.course_name, files: [] };
    course.files.push(file);
    courses.set(file.course, course);
  }
  return [...courses.entries()];
};

/**
 * Course content (spec 2 §2): the files of the caller's courses, a list per course. Someone the API
 * refuses goes to the password page (spec 1 §7 'on failure go to /verify-content-pass').
 */
export const MediaList = () => {
  const filesQuery = useMediaFiles();
  if (filesQuery.isPending) return <Spinner label="Loading course content" />;
  if (filesQuery.isError) {
    const refused = filesQuery.error instanceof ApiError && filesQuery.error.status < 500;
    return refused ? (
      <Navigate to={paths.verifyContentPass.getHref()} replace />
    ) : (
      <Alert severity="error">Course content could not be loaded.</Alert>
    );
  }
  const courses = byCourse(filesQuery.data.results);
  if (courses.length === 0) return <Typography>Your courses have no content yet.</Typography>;
  return (
    <Stack spacing={2}>
      {courses.map(([id, course]) => (
        <Paper key={id} component="section" variant="outlined" aria-labelledby={`content-${id}`} sx={{ p: 2 }}>
          <Typography id={`content-${id}`} variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Typography>
          <Typography component="ul" sx={{ pl: 3, m: 0 }}>
            {course.files.map((file) => (
              <li key={file.id}>
                <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Link>
              </li>
            ))}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
};
