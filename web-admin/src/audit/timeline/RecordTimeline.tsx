import { Alert, Box, CircularProgress, Slider, Typography } from '@mui/material';
import { useState } from 'react';
import { JsonView } from '../JsonView';
import type { AsOfKind, TimelineEntry } from '@portal/contracts';
import { ChangesSince } from './ChangesSince';
import { whatHappened } from './timelineApi';
import { useStateThen, useTimeline } from './useTimeTravel';

const dateTime = (iso: string) => new Date(iso).toLocaleString();
const who = (entry: TimelineEntry, subject: string | undefined) =>
  entry.actor === subject
    ? `${entry.actor_name ?? 'the applicant'} (themselves)`
    : (entry.actor_name ?? `account ${entry.actor}`);

type Props = {
  kind: AsOfKind;
  id: string;
  /** The person the record is about: their own acts read "themselves". */
  subject?: string;
  /** Changes when the page's record changes, so the timeline is read again. */
  version?: unknown;
  heading: 'h2' | 'h3';
};

/** A record's history (what, who, when) and a slider to see it as it stood after any event, with what changed since. */
export const RecordTimeline = ({ kind, id, subject, version, heading }: Props) => {
  const timeline = useTimeline(kind, id, version);
  const events = timeline.state === 'loaded' ? timeline.value : [];
  const [chosen, setChosen] = useState<number | null>(null);
  const index = chosen === null || chosen >= events.length ? events.length - 1 : chosen;
  const at = events[index]?.recorded_at ?? null;
  const then = useStateThen(kind, id, at, events[events.length - 1]?.recorded_at ?? null);
  const base = `time-travel-${kind}-${id}`;
  if (timeline.state === 'loading') return <CircularProgress aria-label="Loading the timeline" />;
  if (timeline.state === 'error')
    return <Alert severity="error">The timeline could not be loaded. {timeline.message}</Alert>;
  const label = (i: number) =>
    `${i + 1} of ${events.length}: ${whatHappened(events[i].type)}, ${dateTime(events[i].recorded_at)}`;
  return (
    <Box component="section" aria-labelledby={`${base}-title`} sx={{ my: 2 }}>
      <Typography id={`${base}-title`} component={heading} variant="h6">
        Timeline
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 1 }}>
        {events.map((entry, i) => (
          <Box
            component="li"
            key={entry.id}
            aria-current={i === index ? 'step' : undefined}
            sx={{ color: i > index ? 'text.secondary' : 'text.primary', fontWeight: i === index ? 'bold' : undefined }}
          >
            {whatHappened(entry.type)} · by {who(entry, subject)} · {dateTime(entry.recorded_at)}
            {i > index ? ' (since the chosen moment)' : ''}
          </Box>
        ))}
      </Box>
      <Typography id={`${base}-slider`} component="p" variant="subtitle2">
        View as of
      </Typography>
      <Box sx={{ px: 2, maxWidth: 720 }}>
        <Slider
          aria-labelledby={`${base}-slider`}
          value={index}
          min={0}
          max={Math.max(events.length - 1, 0)}
          step={1}
          marks={events.length <= 40}
          onChange={(_, value) => setChosen(value)}
          getAriaValueText={label}
          valueLabelDisplay="off"
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        As it stood after event {label(index)}.
      </Typography>
      {then.state === 'loading' && <CircularProgress aria-label="Folding the record" />}
      {then.state === 'error' && <Alert severity="error">{then.message}</Alert>}
      {then.state === 'loaded' && (
        <>
          <Typography
            id={`${base}-changes`}
            component={heading === 'h2' ? 'h3' : 'h4'}
            variant="subtitle1"
            sx={{ mt: 1 }}
          >
            What changed since
          </Typography>
          <ChangesSince changes={then.value.changes} captionId={`${base}-changes`} />
          <JsonView label="The record then" value={then.value.then} />
        </>
      )}
    </Box>
  );
};
