import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, usePermissions } from 'react-admin';
import { messageOf, staffRead, useNotifyFailure } from '../staffQuery';
import type { ReviewDataProvider } from './reviewApi';
import { reviewKeys } from './reviewQueries';
import type { StaffRole } from '../auth/staffSession';

/**
 * An admin assigns a reviewer to this application by hand (automatic balancing is on the dashboard).
 * Each reviewer shows how many applications they already have, so the load stays even.
 */
export const AssignReviewer = ({ applicationId, assigned, onAssigned }: AssignReviewerProps) => {
  const { permissions } = usePermissions<StaffRole | null>();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const { data: reviewers = [], error } = useQuery({
    queryKey: reviewKeys.reviewers,
    queryFn: () => dataProvider.listReviewers(),
    enabled: permissions === 'admin',
    ...staffRead,
  });
  useNotifyFailure(error);
  const assign = useMutation({
    mutationFn: (reviewer: string) => dataProvider.assignReviewers(applicationId, [reviewer]),
    onSuccess: ({ reviewers: now }) => {
      onAssigned(now);
      setChosen('');
      notify('Reviewer assigned.', { type: 'success' });
      // Each reviewer's count of assigned applications has changed.
      return queryClient.invalidateQueries({ queryKey: reviewKeys.reviewers });
    },
    onError: (failure) => notify(messageOf(failure), { type: 'error' }),
  });
  if (permissions !== 'admin') return null;

  const nameOf = (id: string) => reviewers.find((reviewer) => reviewer.id === id)?.name ?? id.slice(0, 8);

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
        <Button variant="outlined" disabled={!chosen} onClick={() => assign.mutate(chosen)}>
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
