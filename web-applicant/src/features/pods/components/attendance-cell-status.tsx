import Typography from '@mui/material/Typography';

/** Where one cell's last save stands: nothing yet, on its way, kept, or refused by the server. */
export type SaveStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; reason: string };

type AttendanceCellStatusProps = {
  id: string;
  status: SaveStatus;
  /** A typed value refused before sending (out of range): it outranks the last save, which was of another value. */
  refusal: string | null;
};

const wordsOf = (status: SaveStatus, refusal: string | null): string => {
  if (refusal) return `Not saved: ${refusal}`;
  switch (status.state) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'failed':
      return `Not saved: ${status.reason}`;
  }
};

/**
 * One cell's save, said beside it (issue 57: attendance saved silently). A polite live region that is
 * always there, so a screen reader hears each change without losing its place; the cell's fields name
 * it in `aria-describedby`. Its line is kept when empty, so the grid does not shift as saves come in.
 */
export const AttendanceCellStatus = ({ id, status, refusal }: AttendanceCellStatusProps) => {
  const words = wordsOf(status, refusal);
  const problem = refusal !== null || status.state === 'failed';
  return (
    <Typography
      id={id}
      role="status"
      aria-atomic="true"
      variant="caption"
      color={problem ? 'error' : 'text.secondary'}
      sx={{ display: 'block', minHeight: '1.25rem', maxWidth: '9rem' }}
    >
      {words}
    </Typography>
  );
};
