import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { messageOf, staffRead } from '../../staffQuery';
import type { ReviewDataProvider } from '../reviewApi';
import { reviewKeys } from '../reviewQueries';

type Props = {
  filter: Record<string, unknown>;
  onChoose: (filter: Record<string, unknown>) => void;
};

/**
 * The reviewer's own named filters, kept on the server (they follow the reviewer to any browser):
 * choose one to load its queue, keep the current one under a name, or delete the one chosen.
 */
export const SavedFilters = ({ filter, onChoose }: Props) => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Read once per visit of the queue; saving and deleting read the list again.
  const list = useQuery({
    queryKey: reviewKeys.savedFilters,
    queryFn: () => dataProvider.listSavedReviewFilters(),
    ...staffRead,
  });
  const saved = list.data?.results ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewKeys.savedFilters });
  const onError = (error: unknown) => setRefusal(messageOf(error));
  const keepFilter = useMutation({
    mutationFn: () => dataProvider.saveReviewFilter(name, filter),
    onSuccess: (kept) => {
      setChosen(kept.id);
      setName('');
      return reload();
    },
    onError,
  });
  const removeFilter = useMutation({
    mutationFn: () => dataProvider.deleteSavedReviewFilter(chosen),
    onSuccess: () => {
      setChosen('');
      return reload();
    },
    onError,
  });

  const keep = (event: SyntheticEvent) => {
    event.preventDefault();
    setRefusal(null);
    keepFilter.mutate();
  };
  const remove = () => {
    setRefusal(null);
    removeFilter.mutate();
  };
  const shown = refusal ?? (list.error ? messageOf(list.error) : null);
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
      {shown && <Alert severity="error">{shown}</Alert>}
    </Stack>
  );
};
