import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type InfoItem = { label: string; value: ReactNode };

/** Label and value pairs as a description list, so a screen reader reads each value with its label. */
export const InfoList = ({ items }: { items: readonly InfoItem[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
      columnGap: 2,
      rowGap: { xs: 0, sm: 1 },
      m: 0,
      '& dt': { fontWeight: 600 },
      '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
    }}
  >
    {items.map(({ label, value }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <dt>{label}</dt>
        <dd>{value ?? 'Not set'}</dd>
      </Box>
    ))}
  </Box>
);
