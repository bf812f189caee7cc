import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';

type Person = { id: string; label: string };
type Props = { people: Person[]; busy: boolean; onDropOut: (applicationId: string, reason: string) => void };

/** Staff record that a student or TA of a formed pod left the course, with the reason (docs/architecture.md §8). */
export const DropOutForm = ({ people, busy, onDropOut }: Props) => {
  const [person, setPerson] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Box component="section" aria-labelledby="drop-out-heading" sx={{ mb: 3 }}>
      <Typography id="drop-out-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
        Record a drop-out
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Who dropped out"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {people.map(({ id, label }) => (
            <MenuItem key={id} value={id}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Button
          variant="outlined"
          disabled={busy || !person || !reason.trim()}
          onClick={() => {
            onDropOut(person, reason);
            setPerson('');
            setReason('');
          }}
        >
          Record the drop-out
        </Button>
      </Box>
    </Box>
  );
};
