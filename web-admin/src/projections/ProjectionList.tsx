import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { RebuildButton } from './RebuildButton';
import { RebuildProgress } from './RebuildProgress';
import type { ProjectionStatus } from '@portal/contracts';
import { isRebuilding } from './projectionStatus';
import { ScrollRegion } from '../layout/ScrollRegion';

const POLL_MS = 1000;
const COLUMNS = ['Read model', 'Mode', 'Position', 'Log head', 'Lag (events)', 'Last rebuild', 'Action'];

/**
 * Each read model's position against the log head, with a Rebuild button; the dashboard's System status
 * card shows the same lag at a glance, this page is where admins act on it. Polls while a rebuild runs.
 */
export const ProjectionList = () => {
  const { data, isPending, error, refetch } = useGetList<ProjectionStatus>(
    'projections',
    { pagination: { page: 1, perPage: 100 } },
    { refetchInterval: (query) => (query.state.data?.data.some(isRebuilding) ? POLL_MS : false) },
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Read models" />
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            A rebuild reads the whole log into fresh tables while the current ones keep serving, then swaps them in.
            Positions are places in the log; inline read models are written with each event.
          </Typography>
          {isPending && <CircularProgress aria-label="Loading the read models" />}
          {error && <Alert severity="error">The read models could not be loaded.</Alert>}
          {data && (
            <ScrollRegion label="Read models table">
              <Table size="small" aria-label="Read models">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((label) => (
                      <TableCell key={label} scope="col">
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((projection) => (
                    <TableRow key={projection.id}>
                      <TableCell component="th" scope="row">
                        {projection.name}
                      </TableCell>
                      <TableCell>{projection.mode}</TableCell>
                      <TableCell>{projection.position ?? '—'}</TableCell>
                      <TableCell>{projection.head}</TableCell>
                      <TableCell>{projection.lag}</TableCell>
                      <TableCell>
                        <RebuildProgress projection={projection} />
                      </TableCell>
                      <TableCell>
                        {projection.tables.length > 0 ? (
                          <RebuildButton projection={projection} onStarted={() => void refetch()} />
                        ) : (
                          'No tables'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
