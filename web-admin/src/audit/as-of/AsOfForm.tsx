import { Button, Stack, TextField } from '@mui/material';
import { type SyntheticEvent, useState } from 'react';
import type { AsOfRequest } from './useAsOf';
import { fromLocalInput, toLocalInput } from './localDateTime';
import { RecordSearch } from './RecordSearch';
import type { FoundRecord } from './useRecordSearch';

type Props = { initial: Partial<AsOfRequest>; onSubmit: (request: AsOfRequest) => void };

/** Links from other pages open a record by id: it is shown by its kind and id until another is found. */
const linkedRecord = ({ kind, id }: Partial<AsOfRequest>): FoundRecord | null =>
  kind && id ? { kind, id, label: `${kind === 'application' ? 'Application' : 'Person'} ${id}` } : null;

/** What to look at and when: an application or a person found by name, email or course, and a moment in local time. */
export const AsOfForm = ({ initial, onSubmit }: Props) => {
  const [record, setRecord] = useState<FoundRecord | null>(linkedRecord(initial));
  const [moment, setMoment] = useState(toLocalInput(initial.at ?? new Date().toISOString()));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const at = fromLocalInput(moment);
    if (!record || !at) {
      setError(!record ? 'Find an application or a person.' : 'Choose a date and time.');
      return;
    }
    setError(null);
    onSubmit({ kind: record.kind, id: record.id, at });
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <RecordSearch
        value={record}
        onChange={setRecord}
        error={error === 'Find an application or a person.' ? error : undefined}
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
