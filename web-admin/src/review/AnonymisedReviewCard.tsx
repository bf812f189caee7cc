import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { useNotifyFailure } from '../staffQuery';
import { useReviewSettings } from './reviewQueries';
import type { StaffRole } from '../auth/staffSession';

/** The programme-wide anonymised review switch (admins): reviewers then see no names or emails. */
export const AnonymisedReviewCard = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const { data: settings, error, change } = useReviewSettings();
  useNotifyFailure(error);

  if (permissions !== 'admin' || !settings) return null;
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          Review
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={settings.anonymised} onChange={(event) => change({ anonymised: event.target.checked })} />
          }
          label="Anonymised review: reviewers see no applicant names, emails or institutions"
        />
      </CardContent>
    </Card>
  );
};
