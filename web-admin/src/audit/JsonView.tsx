import { Box, Typography } from '@mui/material';

/** A JSON value, indented, wrapping long strings so the page never scrolls sideways. */
export const JsonView = ({ label, value }: { label: string; value: unknown }) => (
  <Box component="figure" sx={{ m: 0, mb: 1 }}>
    <Typography component="figcaption" variant="subtitle2">
      {label}
    </Typography>
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'grey.100',
        color: 'text.primary',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 480,
        overflowY: 'auto',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  </Box>
);
