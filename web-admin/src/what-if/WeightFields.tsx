import { Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ReviewCriterion } from '../review/reviewApi';
import { whatIfApi } from './whatIfApi';

type Props = {
  course: string;
  role: string;
  weights: Record<string, string>;
  onChange: (weights: Record<string, string>) => void;
};

/** One weight per criterion the course's role is scored on, starting from the weights in force. */
export const WeightFields = ({ course, role, weights, onChange }: Props) => {
  const [criteria, setCriteria] = useState<ReviewCriterion[]>([]);
  useEffect(() => {
    let stopped = false;
    whatIfApi.criteria(course, role).then(
      ({ criteria: found }) => {
        if (stopped) return;
        setCriteria(found);
        onChange(Object.fromEntries(found.map((criterion) => [criterion.key, String(criterion.weight)])));
      },
      () => !stopped && setCriteria([]),
    );
    return () => {
      stopped = true;
    };
    // The weights start from the criteria each time the course or role changes, not on every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [course, role]);
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
