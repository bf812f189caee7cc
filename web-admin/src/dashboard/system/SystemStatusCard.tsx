import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { ReadModelsLink } from '../../projections/ReadModelsLink';
import { SystemStatusTables } from './SystemStatusTables';
import { useSystemHealth } from './useSystemHealth';

const TITLE_ID = 'system-health-title';

export const SystemStatusCard = () => {
  const health = useSystemHealth();

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title="Health"
        slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }}
        subheader={
          health.state === 'loaded' ? `Overall: ${health.health.status === 'ok' ? 'OK' : 'Degraded'}` : undefined
        }
        action={
          <Button onClick={health.checkAgain} disabled={health.state === 'loading'}>
            Check again
          </Button>
        }
      />
      <CardContent>
        {health.state === 'loading' && <CircularProgress aria-label="Loading system status" />}
        {health.state === 'error' && (
          <Alert severity="error">
            <Typography>The system status could not be loaded. {health.message}</Typography>
          </Alert>
        )}
        {health.state === 'loaded' && <SystemStatusTables health={health.health} />}
        <ReadModelsLink />
      </CardContent>
    </Card>
  );
};
