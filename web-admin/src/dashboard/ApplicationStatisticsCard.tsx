import { Alert, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ApplicationStatistics, ReviewDataProvider } from '../review/reviewApi';
import { BarTable } from './BarTable';

const TITLE_ID = 'application-statistics-title';
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Applications per day, the status funnel, acceptance by country and seniority, money collected. */
export const ApplicationStatisticsCard = () => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const [statistics, setStatistics] = useState<ApplicationStatistics | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    dataProvider.getStatistics().then(setStatistics, (failure: Error) => setError(failure.message));
  }, [dataProvider]);

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title="Applications" slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {!statistics && !error && <CircularProgress aria-label="Loading application statistics" />}
        {error && (
          <Alert severity="error">
            <Typography>The statistics could not be loaded. {error}</Typography>
          </Alert>
        )}
        {statistics && (
          <>
            <BarTable
              caption="Status funnel"
              labelHeader="Stage"
              valueHeaders={['Applications']}
              rows={statistics.funnel.map(({ stage, count }) => ({ label: stage, values: [count] }))}
            />
            <BarTable
              caption="Applications per day, course and role"
              labelHeader="Day, course, role"
              valueHeaders={['Applications']}
              rows={statistics.per_day.map(({ day, course, role, count }) => ({
                label: `${day} · ${course} · ${role}`,
                values: [count],
              }))}
            />
            <BarTable
              caption="Acceptance by country"
              labelHeader="Country"
              valueHeaders={['Applied', 'Accepted', '% accepted']}
              rows={statistics.by_country.map(({ country, applied, accepted }) => ({
                label: country,
                values: [applied, accepted, percent(accepted, applied)],
              }))}
            />
            <BarTable
              caption="Acceptance by seniority"
              labelHeader="Seniority"
              valueHeaders={['Applied', 'Accepted', '% accepted']}
              rows={statistics.by_seniority.map(({ seniority, applied, accepted }) => ({
                label: seniority,
                values: [applied, accepted, percent(accepted, applied)],
              }))}
            />
            <Typography component="h3" variant="subtitle1">
              Money collected
            </Typography>
            {statistics.money.length === 0 && <Typography>No payments yet.</Typography>}
            {statistics.money.map(({ currency, amount, payments }) => (
              <Typography key={currency}>
                {amount} {currency} from {payments} payments
              </Typography>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
};
