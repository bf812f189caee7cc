import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { SystemStatusCard } from './SystemStatusCard';

/** The system's own state for admins: its health and its read models, off the season's dashboard (issue 57). */
export const SystemStatusPage = () => (
  <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
    <Title title="System status" />
    <SystemStatusCard />
  </Box>
);
