import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type SpinnerProps = {
  /** Read by screen readers instead of the animation, e.g. "Loading courses". */
  label?: string;
};

export const Spinner = ({ label = 'Loading' }: SpinnerProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);
