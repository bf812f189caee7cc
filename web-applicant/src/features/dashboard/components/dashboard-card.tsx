import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of the course dashboard. */
export const DashboardCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};
