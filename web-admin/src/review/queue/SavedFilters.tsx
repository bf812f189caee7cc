import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { type SavedFilter, readSavedFilters, saveFilter } from './savedFilters';

type Props = {
  reviewerId: string;
  filter: Record<string, unknown>;
  onChoose: (filter: Record<string, unknown>) => void;
};

/** The reviewer's own named filters: choose one to load its queue, or keep the current one under a name. */
export const SavedFilters = ({ reviewerId, filter, onChoose }: Props) => {
  const [saved, setSaved] = useState<SavedFilter[]>(() => readSavedFilters(reviewerId));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const keep = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setSaved(saveFilter(reviewerId, { name: name.trim(), filter }));
    setChosen(name.trim());
    setName('');
  };
  return (
    <Stack component="form" onSubmit={keep} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
      <TextField
        select
        label="Saved filter"
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const found = saved.find((entry) => entry.name === event.target.value);
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
          <MenuItem key={entry.name} value={entry.name}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Name for this filter" value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="outlined">
        Save filter
      </Button>
    </Stack>
  );
};
