import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Questions and answers as a description list: each answer read right after its question. */
export const AnswerList = ({
  title,
  items,
}: {
  title: string;
  items: Array<{ key: string; label: string; value: ReactNode }>;
}) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Box component="dl" sx={{ m: 0 }}>
      {items.map(({ key, label, value }) => (
        <Box key={key} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);
