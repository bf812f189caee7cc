import { Alert, Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { ReviewDataProvider, Reviews } from '../reviewApi';
import { queueKeyAction } from './queueKeys';

const SCORES = [1, 2, 3, 4, 5];
type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

type Props = { applicationId: Identifier; reviewerId: string; onSaved: (id: Identifier) => void };

/**
 * The reviewer's scores of one application: keys 1–5 score the highlighted criterion and move to the
 * next, ↑/↓ choose it; once every criterion has a score the review saves by itself, no click needed.
 */
export const ScoreCard = ({ applicationId, reviewerId, onSaved }: Props) => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const [reviews, setReviews] = useState<Reviews | null>(null);
  const [scores, setScores] = useState<Record<string, number>>({});
  const [active, setActive] = useState(0);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const notes = useRef('');

  useEffect(() => {
    let current = true;
    dataProvider.getReviews(applicationId).then((found) => {
      if (!current) return;
      const mine = found.reviews.find((review) => review.reviewer_id === reviewerId);
      notes.current = mine?.notes ?? '';
      setScores(Object.fromEntries((mine?.criteria ?? []).map((criterion) => [criterion.key, criterion.score])));
      setActive(0);
      setSave({ state: 'idle' });
      setReviews(found);
    });
    return () => {
      current = false;
    };
  }, [dataProvider, applicationId, reviewerId]);

  const criteria = reviews?.criteria ?? [];
  const score = (key: string, value: number) => {
    const next = { ...scores, [key]: value };
    setScores(next);
    setActive((index) => Math.min(index + 1, criteria.length - 1));
    if (!criteria.every((criterion) => next[criterion.key] !== undefined)) return;
    setSave({ state: 'saving' });
    dataProvider.recordReview(applicationId, next, notes.current).then(
      () => {
        setSave({ state: 'saved' });
        onSaved(applicationId);
      },
      (error: Error) => setSave({ state: 'error', message: error.message }),
    );
  };

  // Added again after each render, so the keys always act on the scores and criterion on screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = queueKeyAction(event);
      if (!action || criteria.length === 0) return;
      if (action.action === 'score') score(criteria[active].key, action.score);
      else if (action.action === 'criterion')
        setActive(Math.max(0, Math.min(criteria.length - 1, active + action.step)));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!reviews) return null;
  return (
    <Box>
      {criteria.map((criterion, index) => (
        <FormControl
          key={criterion.key}
          component="fieldset"
          sx={{
            display: 'block',
            my: 1,
            p: 1,
            borderRadius: 1,
            outline: index === active ? '2px solid' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          <FormLabel component="legend" sx={{ color: 'text.primary' }}>
            {criterion.label} (weight {criterion.weight}){index === active ? ': keys 1 to 5 score it' : ''}
          </FormLabel>
          <RadioGroup
            row
            value={scores[criterion.key] ?? null}
            onChange={(event) => score(criterion.key, Number(event.target.value))}
          >
            {SCORES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={String(value)} />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
      <Typography variant="body2" role="status">
        {save.state === 'saving' ? 'Saving…' : save.state === 'saved' ? 'Review saved.' : ''}
      </Typography>
      {save.state === 'error' && <Alert severity="error">{save.message}</Alert>}
    </Box>
  );
};
