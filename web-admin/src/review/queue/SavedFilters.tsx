import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { SavedReviewFilter } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ReviewDataProvider } from '../reviewApi';

type Props = {
  filter: Record<string, unknown>;
  onChoose: (filter: Record<string, unknown>) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The reviewer's own named filters, kept on the server (they follow the reviewer to any browser):
 * choose one to load its queue, keep the current one under a name, or delete the one chosen.
 */
export const SavedFilters = ({ filter, onChoose }: Props) => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const [saved, setSaved] = useState<SavedReviewFilter[]>([]);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const reload = () =>
    dataProvider.listSavedReviewFilters().then(
      ({ results }) => setSaved(results),
      (error) => setRefusal(messageOf(error)),
    );
  useEffect(() => {
    reload();
    // Loaded once per visit of the queue; saving and deleting load the list again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider]);

  const keep = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    dataProvider.saveReviewFilter(name, filter).then(
      (kept) => {
        setChosen(kept.id);
        setName('');
        return reload();
      },
      (error) => setRefusal(messageOf(error)),
    );
  };
  const remove = () => {
    setRefusal(null);
    dataProvider.deleteSavedReviewFilter(chosen).then(
      () => {
        setChosen('');
        return reload();
      },
      (error) => setRefusal(messageOf(error)),
    );
  };
  return (
    <Stack component="form" onSubmit={keep} spacing={1} sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Saved filter"
          value={saved.some((entry) => entry.id === chosen) ? chosen : ''}
          onChange={(event) => {
            setChosen(event.target.value);
            const found = saved.find((entry) => entry.id === event.target.value);
            if (found) onChoose(found.filter);
          }}
          sx={{ minWidth: 240 }}
        >
          {saved.length === 0 && (
            <MenuItem value="" disabled>
              None saved yet
            </MenuItem>
          )}
          {saved.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="text"
          onClick={remove}
          disabled={!saved.some((entry) => entry.id === chosen)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Delete filter
        </Button>
        <TextField label="Name for this filter" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Save filter
        </Button>
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Stack>
  );
};
