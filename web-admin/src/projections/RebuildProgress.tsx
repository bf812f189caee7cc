import { Box, LinearProgress, Typography } from '@mui/material';
import type { ProjectionStatus } from '@portal/contracts';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** The latest rebuild of a read model: events processed out of the total while it runs, then its end. */
export const RebuildProgress = ({ projection }: { projection: ProjectionStatus }) => {
  const rebuild = projection.rebuild;
  if (!rebuild) return <>Never rebuilt here</>;
  if (rebuild.status === 'running') {
    const percent = rebuild.total > 0 ? Math.round((rebuild.done / rebuild.total) * 100) : 0;
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={`Rebuilding ${projection.name}`} />
        <Typography variant="body2">
          Rebuilding: {rebuild.done} of {rebuild.total} events
        </Typography>
      </Box>
    );
  }
  if (rebuild.status === 'failed')
    return (
      <Typography variant="body2" sx={{ color: 'error.dark' }}>
        Failed: {rebuild.error}
      </Typography>
    );
  return (
    <Typography variant="body2">
      Done: {rebuild.done} events{rebuild.finished_at ? `, ${dateTime(rebuild.finished_at)}` : ''}
    </Typography>
  );
};
