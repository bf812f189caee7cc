import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { WhatIfRequest } from '@portal/contracts';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router';
import { WhatIfDifferences } from './WhatIfDifferences';
import { WhatIfForm } from './WhatIfForm';
import { useWhatIfRun } from './useWhatIfRun';
import { whatIfApi } from './whatIfApi';

/**
 * Auditors replay a course's log under another deadline, review weights or number of offers; the run
 * id goes in the address, so a finished run can be linked to and reopened.
 */
export const WhatIfPage = () => {
  const [params, setParams] = useSearchParams();
  const [startError, setStartError] = useState<string | null>(null);
  const result = useWhatIfRun(params.get('run'));
  const start = (request: WhatIfRequest) => {
    setStartError(null);
    whatIfApi.start(request).then(
      (run) => setParams({ run: run.id }),
      (error: unknown) => setStartError(error instanceof Error ? error.message : String(error)),
    );
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="What if" />
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Replays the log into a scratch copy: the log and the live read models do not change.
          </Typography>
          <WhatIfForm running={result.state === 'polling'} onSubmit={start} />
          {startError && <Alert severity="error">{startError}</Alert>}
          {result.state === 'error' && <Alert severity="error">{result.message}</Alert>}
          {result.state === 'polling' && (
            <Box sx={{ my: 2 }}>
              <LinearProgress
                variant="determinate"
                value={Math.round(result.run.progress * 100)}
                aria-label="Replaying the log"
              />
              <Typography variant="body2">Replaying the log: {Math.round(result.run.progress * 100)}%</Typography>
            </Box>
          )}
          {result.state === 'finished' && result.run.status === 'failed' && (
            <Alert severity="error">The replay failed: {result.run.error}</Alert>
          )}
          {result.state === 'finished' && result.run.status === 'done' && <WhatIfDifferences run={result.run} />}
        </CardContent>
      </Card>
    </Box>
  );
};
