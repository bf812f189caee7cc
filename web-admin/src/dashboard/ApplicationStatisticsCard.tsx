import { Alert, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useDataProvider } from 'react-admin';
import type { ReviewDataProvider } from '../review/reviewApi';
import { staffRead } from '../staffQuery';

const TITLE_ID = 'application-statistics-title';
// The chart library is loaded with the charts only, so the staff app's first bundle stays as it was.
const StatisticsCharts = lazy(() => import('./charts/StatisticsCharts'));

/** Applications per day, the status funnel, acceptance by country and seniority, money collected. */
export const ApplicationStatisticsCard = () => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const { data: statistics, error: failure } = useQuery({
    queryKey: ['staff', 'statistics'],
    queryFn: () => dataProvider.getStatistics(),
    ...staffRead,
  });
  const error = failure?.message;

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
