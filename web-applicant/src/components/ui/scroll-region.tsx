import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A wide table scrolls inside its own box on a phone, never the page. The box takes focus so a
 * keyboard user can scroll it too, and is named so a screen reader says what it holds.
 */
export const ScrollRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    role="region"
    aria-label={label}
    tabIndex={0}
    sx={{
      overflowX: 'auto',
      maxWidth: '100%',
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    }}
  >
    {children}
  </Box>
);
