import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ReviewSettings } from '../review/reviewApi';
import { useReviewSettings } from '../review/reviewQueries';
import { useNotifyFailure } from '../staffQuery';

/** Whether this course's applications are reviewed anonymised: its own setting, else the programme's. */
const isAnonymised = (settings: ReviewSettings, courseId: string) =>
  settings.anonymised_courses.includes(courseId) ||
  (settings.anonymised && !settings.identified_courses.includes(courseId));

export const CourseReviewCard = () => {
  const course = useRecordContext();
  const { data: settings, error, change } = useReviewSettings();
  useNotifyFailure(error);
  if (!course || !settings) return null;

  return (
    <Card component="section" aria-labelledby="course-review-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="course-review-heading" component="h2" variant="h6">
          Review
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={isAnonymised(settings, String(course.id))}
              onChange={(event) => change({ course: String(course.id), anonymised: event.target.checked })}
            />
          }
          label="Anonymised review for this course: reviewers see no applicant names, emails or institutions"
        />
      </CardContent>
    </Card>
  );
};
