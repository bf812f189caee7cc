import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DEFAULT_POD_SIZE, type PodSize } from '@portal/contracts';

type Props = {
  disabled: boolean;
  running: boolean;
  onRun: (podSize: PodSize) => void;
  errors: Record<string, string>;
  /** The latest run's sizes: the next run starts from them, not from the defaults (the API's own). */
  initial?: PodSize;
};

/** The matching's parameters: pod sizes (docs/architecture.md §5: pods of about 15), as the API takes them. */
export const MatchingParameters = ({ disabled, running, onRun, errors, initial }: Props) => {
  const [size, setSize] = useState<PodSize>(initial ?? DEFAULT_POD_SIZE);
  const field = (key: keyof PodSize, label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={size[key]}
      onChange={(event) => setSize({ ...size, [key]: Number(event.target.value) })}
      error={Boolean(errors[`pod_size.${key}`])}
      helperText={errors[`pod_size.${key}`]}
      slotProps={{ htmlInput: { min: 1, max: 100 } }}
      sx={{ width: 150 }}
    />
  );
  return (
    <Box component="section" aria-labelledby="matching-parameters" sx={{ mb: 3 }}>
      <Typography id="matching-parameters" component="h2" variant="h6" gutterBottom>
        Parameters
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {field('min', 'Minimum pod size')}
        {field('target', 'Target pod size')}
        {field('max', 'Maximum pod size')}
        <Button variant="contained" disabled={disabled || running} onClick={() => onRun(size)}>
          {running ? 'Running…' : 'Run matching'}
        </Button>
      </Stack>
    </Box>
  );
};
