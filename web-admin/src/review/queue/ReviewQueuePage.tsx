import { type ApplicationRole, applicationStatusWords, type StaffApplicationRow } from '@portal/contracts';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { type Identifier, Link, Title, useBasename, useGetIdentity, useGetList } from 'react-admin';
import { useSearchParams } from 'react-router';
import { SavedFilters } from './SavedFilters';
import { QueueAnswers } from './QueueAnswers';
import { ScoreCard } from './ScoreCard';
import { queueKeyAction } from './queueKeys';

const QUEUE_SIZE = 100;
const ROLES: Record<ApplicationRole, string> = { student: 'Student', ta: 'TA', mentor: 'Mentor' };

const filterOf = (params: URLSearchParams): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(params.get('filter') ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Applications one after another, oldest first, scored from the keyboard: j next, k previous, u the
 * next one you have not reviewed yet, 1–5 scores, ↑/↓ the criterion.
 */
export const ReviewQueuePage = () => {
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const { identity } = useGetIdentity();
  const {
    data: rows = [],
    isPending,
    error,
  } = useGetList<StaffApplicationRow>('applications', {
    filter,
    pagination: { page: 1, perPage: QUEUE_SIZE },
    sort: { field: 'application_date', order: 'ASC' },
  });
  const [position, setPosition] = useState(0);
  const [reviewedHere, setReviewedHere] = useState<Set<Identifier>>(new Set());
  const index = Math.min(position, Math.max(rows.length - 1, 0));
  const mine = (found: StaffApplicationRow) => found.reviewed_by_me || reviewedHere.has(found.id);
  // The list was read before this visit's reviews: one saved here is counted on top of it.
  const reviewsLine = (found: StaffApplicationRow) => {
    const count = found.review_count + (!found.reviewed_by_me && reviewedHere.has(found.id) ? 1 : 0);
    const yours = mine(found) ? ', yours among them' : count > 0 ? ', none yours' : '';
    return `${count} ${count === 1 ? 'review' : 'reviews'}${yours}`;
  };
  const row = rows.at(index);

  // Added again after each render, so the keys always move from the application on screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = queueKeyAction(event);
      if (!action || rows.length === 0) return;
      if (action.action === 'next') setPosition(Math.min(index + 1, rows.length - 1));
      else if (action.action === 'previous') setPosition(Math.max(index - 1, 0));
      else if (action.action === 'next-unreviewed') {
        // Yours to review: others' reviews do not count, since each reviewer scores for themselves.
        const unreviewed = (i: number) => !mine(rows[i]);
        const found = [...rows.keys()].slice(index + 1).find(unreviewed) ?? [...rows.keys()].find(unreviewed);
        if (found !== undefined) setPosition(found);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Review queue" />
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Keys: j next, k previous, u next you have not reviewed, 1 to 5 score the highlighted criterion, ↑ and ↓
            choose the criterion. A review saves as soon as every criterion has a score; until then it is kept here as a
            draft.
          </Typography>
          <SavedFilters
            filter={filter}
            onChoose={(chosen) => {
              setPosition(0);
              setParams({ filter: JSON.stringify(chosen) });
            }}
          />
          {isPending && <CircularProgress aria-label="Loading the queue" />}
          {error && <Alert severity="error">{error.message}</Alert>}
          {!isPending && rows.length === 0 && <Typography>No application matches this filter.</Typography>}
          {row && identity && (
            <Box component="section" aria-labelledby="queue-current">
              <Typography id="queue-current" component="h2" variant="h6" aria-live="polite">
                {index + 1} of {rows.length}: {row.applicant_name}, {row.course_name}, {ROLES[row.role]}
              </Typography>
              <Typography variant="body2">
                {applicationStatusWords(row.status, row.wants_to_enroll, row.role)}, submitted{' '}
                {new Date(row.application_date).toLocaleString()}, {reviewsLine(row)}.{' '}
                <Link to={`${basename}/applications/${encodeURIComponent(row.id)}/show`}>Open the application</Link>
              </Typography>
              {/* Answers beside the scores on a wide screen, above them on a narrow one. */}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mt: 1 }}>
                <Box component="section" aria-label="Answers" sx={{ minWidth: 0 }}>
                  <QueueAnswers key={row.id} applicationId={row.id} />
                </Box>
                <Box component="section" aria-label="Scores" sx={{ minWidth: 0 }}>
                  <ScoreCard
                    key={row.id}
                    applicationId={row.id}
                    reviewerId={String(identity.id)}
                    onSaved={(id) => setReviewedHere((done) => new Set(done).add(id))}
                  />
                </Box>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
