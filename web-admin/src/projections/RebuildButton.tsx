import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { staffRequest } from '../audit/staffRequest';
import type { ProjectionStatus } from '@portal/contracts';
import { isRebuilding } from './projectionStatus';

/**
 * Starts a rebuild in the background (the API answers at once); the list then polls its progress.
 * The old tables keep serving until the fresh ones are swapped in, so nothing needs stopping first.
 */
export const RebuildButton = ({ projection, onStarted }: { projection: ProjectionStatus; onStarted: () => void }) => {
  const notify = useNotify();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await staffRequest(`/api/admin/projections/${encodeURIComponent(projection.name)}/rebuild`, { method: 'POST' });
      notify(`Rebuilding ${projection.name} from the log.`, { type: 'info' });
      onStarted();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void start()}
      disabled={starting || isRebuilding(projection)}
      aria-label={`Rebuild ${projection.name}`}
    >
      Rebuild
    </Button>
  );
};
