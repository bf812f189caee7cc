import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type AuthPageProps = { title: string; children: ReactNode };

/** The frame of the account pages: one narrow card, full width on a phone. */
export const AuthPage = ({ title, children }: AuthPageProps) => (
  <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
    {children}
  </Paper>
);
