import { List, ListItem, Typography } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import { JsonView } from '../JsonView';
import { asOfTargetOf, useAuditPaths } from '../auditPaths';

type StreamEvent = {
  id: string;
  global_position: number;
  stream_position: number;
  type: string;
  actor: string;
  actor_name: string;
  data: unknown;
  metadata: unknown;
  recorded_at: string;
};

const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** The stream's events in order: each with when, who, and its data, opened on demand. */
export const StreamEvents = () => {
  const stream = useRecordContext<{ id: string; events: StreamEvent[] }>();
  const { asOfPath } = useAuditPaths();
  if (!stream) return null;
  const target = asOfTargetOf(stream.id);
  return (
    <List aria-label="Events of the stream" dense>
      {stream.events.map((event) => (
        <ListItem key={event.id} divider sx={{ display: 'block' }}>
          <Typography component="h2" variant="subtitle1">
            {event.stream_position}. {event.type}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {dateTime(event.recorded_at)} · by {event.actor_name} · log position {event.global_position}
            {target && (
              <>
                {' · '}
                <Link to={asOfPath(target.kind, target.id, event.recorded_at)}>As of this event</Link>
              </>
            )}
          </Typography>
          <details>
            <summary>Data and metadata</summary>
            <JsonView label={`Data of event ${event.stream_position}`} value={event.data} />
            <JsonView label={`Metadata of event ${event.stream_position}`} value={event.metadata} />
          </details>
        </ListItem>
      ))}
    </List>
  );
};
