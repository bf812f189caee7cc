import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { AsOfKind } from '../auditPaths';
import type { AsOfRequest } from './useAsOf';
import { fromLocalInput, toLocalInput } from './localDateTime';

type Props = { initial: Partial<AsOfRequest>; onSubmit: (request: AsOfRequest) => void };

/** What to look at and when: an application or a person by id, and a moment in local time. */
export const AsOfForm = ({ initial, onSubmit }: Props) => {
  const [kind, setKind] = useState<AsOfKind>(initial.kind ?? 'application');
  const [id, setId] = useState(initial.id ?? '');
  const [moment, setMoment] = useState(toLocalInput(initial.at ?? new Date().toISOString()));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = fromLocalInput(moment);
    if (!id.trim() || !at) return setError(!id.trim() ? 'Enter an id.' : 'Choose a date and time.');
    setError(null);
    onSubmit({ kind, id: id.trim(), at });
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField select label="Kind" value={kind} onChange={(event) => setKind(event.target.value as AsOfKind)}>
        <MenuItem value="application">Application</MenuItem>
        <MenuItem value="user">Person (account and profile)</MenuItem>
      </TextField>
      <TextField
        label="Id"
        value={id}
        onChange={(event) => setId(event.target.value)}
        error={error === 'Enter an id.'}
        helperText={error === 'Enter an id.' ? error : undefined}
        sx={{ minWidth: { md: 340 } }}
      />
      <TextField
        label="As of (your local time)"
        type="datetime-local"
        value={moment}
        onChange={(event) => setMoment(event.target.value)}
        error={error === 'Choose a date and time.'}
        helperText={error === 'Choose a date and time.' ? error : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      <Button type="submit" variant="contained">
        Show
      </Button>
    </Stack>
  );
};
