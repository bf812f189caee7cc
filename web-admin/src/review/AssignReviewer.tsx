import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider, useNotify, usePermissions } from 'react-admin';
import type { ReviewDataProvider } from './reviewApi';

type Reviewer = { id: string; name: string; assigned: number };

/**
 * An admin assigns a reviewer to this application by hand (automatic balancing is on the dashboard).
 * Each reviewer shows how many applications they already have, so the load stays even.
 */
export const AssignReviewer = ({ applicationId, assigned, onAssigned }: AssignReviewerProps) => {
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const [reviewers, setReviewers] = useState<Reviewer[]>([]);
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    if (permissions !== 'admin') return;
    dataProvider.listReviewers().then(setReviewers, (error: Error) => notify(error.message, { type: 'error' }));
  }, [permissions, dataProvider, notify]);
  if (permissions !== 'admin') return null;

  const nameOf = (id: string) => reviewers.find((reviewer) => reviewer.id === id)?.name ?? id.slice(0, 8);
  const assign = async () => {
    try {
      const { reviewers: now } = await dataProvider.assignReviewers(applicationId, [chosen]);
      onAssigned(now);
      setChosen('');
      notify('Reviewer assigned.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2">
        {assigned.length > 0 ? `Assigned to ${assigned.map(nameOf).join(', ')}.` : 'No reviewer assigned.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          select
          size="small"
          label="Reviewer"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {reviewers
            .filter((reviewer) => !assigned.includes(reviewer.id))
            .map((reviewer) => (
              <MenuItem key={reviewer.id} value={reviewer.id}>
                {`${reviewer.name} (${reviewer.assigned} assigned)`}
              </MenuItem>
            ))}
        </TextField>
        <Button variant="outlined" disabled={!chosen} onClick={assign}>
          Assign reviewer
        </Button>
      </Box>
    </Box>
  );
};

interface AssignReviewerProps {
  applicationId: Identifier;
  assigned: string[];
  onAssigned: (reviewers: string[]) => void;
}
