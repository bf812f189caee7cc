import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ReviewDataProvider, ReviewSettings } from '../review/reviewApi';

/** Whether this course's applications are reviewed anonymised: its own setting, else the programme's. */
const isAnonymised = (settings: ReviewSettings, courseId: string) =>
  settings.anonymised_courses.includes(courseId) ||
  (settings.anonymised && !settings.identified_courses.includes(courseId));

export const CourseReviewCard = () => {
  const course = useRecordContext();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const [settings, setSettings] = useState<ReviewSettings | null>(null);
  useEffect(() => {
    dataProvider.getReviewSettings().then(setSettings, (error: Error) => notify(error.message, { type: 'error' }));
  }, [dataProvider, notify]);
  if (!course || !settings) return null;

  const toggle = async (anonymised: boolean) => {
    try {
      setSettings(await dataProvider.setCourseReviewAnonymity(String(course.id), anonymised));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
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
              onChange={(event) => toggle(event.target.checked)}
            />
          }
          label="Anonymised review for this course: reviewers see no applicant names, emails or institutions"
        />
      </CardContent>
    </Card>
  );
};
