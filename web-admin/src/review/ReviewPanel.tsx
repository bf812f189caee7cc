import {
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { messageOf, useNotifyFailure } from '../staffQuery';
import { AssignReviewer } from './AssignReviewer';
import type { ReviewDataProvider } from './reviewApi';
import { useReviews, useStoreReviews } from './reviewQueries';

const SCORES = [1, 2, 3, 4, 5];

/**
 * The signed-in staff member's scores of the application on its course's weighted criteria (1 to 5),
 * with notes, and every review recorded so far with its weighted score.
 */
export const ReviewPanel = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState('');
  const { data, error } = useReviews(record?.id);
  useNotifyFailure(error);
  const storeReviews = useStoreReviews(record?.id ?? '');
  const save = useMutation({
    mutationFn: () => dataProvider.recordReview(record?.id ?? '', scores, notes),
    onSuccess: (reviews) => {
      storeReviews(reviews);
      notify('Review saved.', { type: 'success' });
    },
    onError: (failure) => notify(messageOf(failure), { type: 'error' }),
  });

  if (!record || !data) return null;
  const complete = data.criteria.every((criterion) => Object.hasOwn(scores, criterion.key));

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
        {data.criteria.map((criterion) => (
          <TextField
            key={criterion.key}
            select
            label={`${criterion.label} (weight ${criterion.weight})`}
            value={scores[criterion.key] ?? ''}
            onChange={(event) => setScores({ ...scores, [criterion.key]: Number(event.target.value) })}
            sx={{ minWidth: 220 }}
            size="small"
          >
            {SCORES.map((score) => (
              <MenuItem key={score} value={score}>
                {score}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <TextField
        label="Review notes"
        multiline
        minRows={2}
        fullWidth
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button variant="contained" sx={{ mt: 1 }} disabled={!complete || save.isPending} onClick={() => save.mutate()}>
        Save review
      </Button>
      {data.reviews.length > 0 && (
        <Table size="small" sx={{ mt: 2 }} aria-label="Reviews">
          <TableHead>
            <TableRow>
              <TableCell>Reviewer</TableCell>
              <TableCell>Weighted score</TableCell>
              <TableCell>Notes</TableCell>
              <TableCell>Recorded</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.reviews.map((review) => (
              <TableRow key={review.reviewer_id}>
                <TableCell>{review.reviewer_name || review.reviewer_id.slice(0, 8)}</TableCell>
                <TableCell>{review.weighted_score.toFixed(2)}</TableCell>
                <TableCell>{review.notes}</TableCell>
                <TableCell>{new Date(review.recorded_at).toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.reviews.length === 0 && <Typography sx={{ mt: 1 }}>No reviews yet.</Typography>}
      <AssignReviewer
        applicationId={record.id}
        assigned={data.reviewers}
        onAssigned={(reviewers) => storeReviews({ ...data, reviewers })}
      />
    </Box>
  );
};
