import { Alert, Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { ReviewDataProvider, Reviews } from '../reviewApi';
import { useReviews, useStoreReviews } from '../reviewQueries';
import { queueKeyAction } from './queueKeys';
import { dropDraft, keepDraft, readDraft } from './reviewDrafts';

const SCORES = [1, 2, 3, 4, 5];
type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

type Props = { applicationId: Identifier; reviewerId: string; onSaved: (id: Identifier) => void };

/** "A", "A and B", "A, B and C". */
const listed = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

const reviewOf = (reviews: Reviews | undefined, reviewerId: string) =>
  reviews?.reviews.find((review) => review.reviewer_id === reviewerId);

/**
 * The reviewer's scores of one application: keys 1–5 score the highlighted criterion (a second key
 * corrects it), ↑/↓ choose it, exactly as the queue's help says; once every criterion has a score the
 * review saves by itself, no click needed. Until then the scores are a draft, kept in the browser, and
 * the card says which criteria still need one.
 */
export const ScoreCard = ({ applicationId, reviewerId, onSaved }: Props) => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  // The queue mounts one card per application (keyed by it), so the state below starts afresh for each.
  const { data: reviews } = useReviews(applicationId);
  const storeReviews = useStoreReviews(applicationId);
  const id = String(applicationId);
  // Null until the reviewer scores here (now or in a draft): until then the scores are the server's.
  const [edited, setEdited] = useState<Record<string, number> | null>(() => readDraft(reviewerId, id));
  const [active, setActive] = useState(0);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const record = useMutation({
    mutationFn: (next: Record<string, number>) =>
      dataProvider.recordReview(applicationId, next, reviewOf(reviews, reviewerId)?.notes ?? ''),
    onSuccess: (saved) => {
      dropDraft(reviewerId, id);
      storeReviews(saved);
      setSave({ state: 'saved' });
      onSaved(applicationId);
    },
    onError: (error) => setSave({ state: 'error', message: error.message }),
  });

  const scores =
    edited ??
    Object.fromEntries(
      (reviewOf(reviews, reviewerId)?.criteria ?? []).map((criterion) => [criterion.key, criterion.score]),
    );
  const criteria = reviews?.criteria ?? [];
  const score = (key: string, value: number) => {
    const next = { ...scores, [key]: value };
    setEdited(next);
    if (!criteria.every((criterion) => Object.hasOwn(next, criterion.key))) {
      keepDraft(reviewerId, id, next);
      return;
    }
    setSave({ state: 'saving' });
    record.mutate(next);
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
  const unscored = criteria.filter((criterion) => !Object.hasOwn(scores, criterion.key));
  const draftLine =
    edited && unscored.length > 0 && unscored.length < criteria.length
      ? `Draft, not saved yet: ${listed(unscored.map((criterion) => criterion.label))} ${unscored.length === 1 ? 'needs' : 'need'} a score.`
      : '';
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
        {save.state === 'saving' ? 'Saving…' : save.state === 'saved' ? 'Review saved.' : draftLine}
      </Typography>
      {save.state === 'error' && <Alert severity="error">{save.message}</Alert>}
    </Box>
  );
};
