import type { ReactNode } from 'react';
import { Box, type Theme, useMediaQuery } from '@mui/material';

export interface ScrollRegionProps {
  /** What the region holds, as a screen reader announces it ("Pods table"). */
  label: string;
  /** Also on a desk screen, for a table wider than a desk beside the menu; otherwise below `md` only. */
  onDesk?: boolean;
  children: ReactNode;
}

/**
 * A wide table scrolls sideways in its own box, never the page: react-admin's layout widens to its
 * widest content, so inline-size containment keeps the table's width from widening it. The box takes
 * focus so a keyboard user can scroll it too, and is named so a screen reader says what it holds.
 * On a desk the table is left as react-admin lays it out (its header stays sticky), unless `onDesk`.
 */
export const ScrollRegion = ({ label, onDesk = false, children }: ScrollRegionProps) => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!narrow && !onDesk) return <>{children}</>;
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        contain: 'inline-size',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
      }}
    >
      {children}
    </Box>
  );
};
