import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

type Props = { title: string; description: string; chart: ReactNode; table: ReactNode };

/**
 * One chart with its text alternative: the drawing is an image described in words, and a button
 * swaps it for the table of its numbers.
 */
export const ChartSection = ({ title, description, chart, table }: Props) => {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1">
          {title}
        </Typography>
        <Button size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </Box>
      {asTable ? (
        table
      ) : (
        <Box role="img" aria-label={`${title}: ${description}`}>
          {chart}
        </Box>
      )}
    </Box>
  );
};
