import { Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffRead } from '../staffQuery';
import { whatIfApi } from './whatIfApi';

type Props = {
  course: string;
  role: string;
  weights: Record<string, string>;
  onChange: (weights: Record<string, string>) => void;
};

/** One weight per criterion the course's role is scored on, starting from the weights in force. */
export const WeightFields = ({ course, role, weights, onChange }: Props) => {
  // A refusal leaves no fields: the run then uses the weights in force.
  const { data: found } = useQuery({
    queryKey: ['staff', 'what-if-criteria', course, role],
    queryFn: () => whatIfApi.criteria(course, role).then(({ criteria }) => criteria),
    ...staffRead,
  });
  const criteria = found ?? [];
  // Not a read: the weights start from the criteria each time the course's or role's criteria come (the
  // answer keeps its identity when read again unchanged), not on every edit.
  useEffect(() => {
    if (found) onChange(Object.fromEntries(found.map((criterion) => [criterion.key, String(criterion.weight)])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Weights of the criteria the {role === 'ta' ? 'TA' : role} applications are scored on:
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {criteria.map((criterion) => (
          <TextField
            key={criterion.key}
            label={`${criterion.label} weight`}
            type="number"
            value={weights[criterion.key] ?? ''}
            onChange={(event) => onChange({ ...weights, [criterion.key]: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
            sx={{ width: 200 }}
          />
        ))}
      </Stack>
    </Stack>
  );
};
