import { TextField } from '@mui/material';
import { dayOfDeadline, offerEndProblem, todayInUtc } from './offerEnd';

type Props = {
  /** The chosen day (`YYYY-MM-DD`), empty for the course's deadline. */
  value: string;
  onChange: (day: string) => void;
  /** The deadlines of the courses the offers are for; one names its date, several or none (unknown) do not. */
  courseDeadlines: readonly string[] | null;
};

function defaultWords(deadlines: readonly string[] | null): string {
  const days = deadlines && [...new Set(deadlines.map(dayOfDeadline))];
  if (days?.length === 1) return `The course's deadline, ${days[0]}, unless you choose another.`;
  return "Each course's own deadline unless you choose another.";
}

/**
 * "Offer open until": an optional day for the offers' own deadline (the API's
 * `accepting_offer_end_date`). Left empty, each offer keeps its course's deadline, which the helper
 * text names; a day in the past is refused here with the server's sentence.
 */
export const OfferEndField = ({ value, onChange, courseDeadlines }: Props) => {
  const now = new Date();
  const problem = offerEndProblem(value, now);
  return (
    <TextField
      type="date"
      label="Offer open until"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? `${defaultWords(courseDeadlines)} A chosen day ends at 23:59 UTC.`}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInUtc(now) } }}
      margin="normal"
      fullWidth
    />
  );
};
