import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, usePermissions } from 'react-admin';
import type { ReviewDataProvider, ReviewSettings } from './reviewApi';

/** The programme-wide anonymised review switch (admins): reviewers then see no names or emails. */
export const AnonymisedReviewCard = () => {
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const [settings, setSettings] = useState<ReviewSettings | null>(null);

  useEffect(() => {
    dataProvider.getReviewSettings().then(setSettings, (error: Error) => notify(error.message, { type: 'error' }));
  }, [dataProvider, notify]);

  if (permissions !== 'admin' || !settings) return null;
  const toggle = async (anonymised: boolean) => {
    try {
      setSettings(await dataProvider.setReviewAnonymity(anonymised));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          Review
        </Typography>
        <FormControlLabel
          control={<Switch checked={settings.anonymised} onChange={(event) => toggle(event.target.checked)} />}
          label="Anonymised review: reviewers see no applicant names, emails or institutions"
        />
      </CardContent>
    </Card>
  );
};
