import { Alert, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ApplicationStatistics, ReviewDataProvider } from '../review/reviewApi';

const TITLE_ID = 'application-statistics-title';
// The chart library is loaded with the charts only, so the staff app's first bundle stays as it was.
const StatisticsCharts = lazy(() => import('./charts/StatisticsCharts'));

/** Applications per day, the status funnel, acceptance by country and seniority, money collected. */
export const ApplicationStatisticsCard = () => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const [statistics, setStatistics] = useState<ApplicationStatistics | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    dataProvider.getStatistics().then(setStatistics, (failure: Error) => setError(failure.message));
  }, [dataProvider]);

  const loading = <CircularProgress aria-label="Loading application statistics" />;
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title="Applications" slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {!statistics && !error && loading}
        {error && (
          <Alert severity="error">
            <Typography>The statistics could not be loaded. {error}</Typography>
          </Alert>
        )}
        {statistics && (
          <Suspense fallback={loading}>
            <StatisticsCharts statistics={statistics} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
};
