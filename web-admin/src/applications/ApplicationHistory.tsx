import { Alert, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useApplicationHistory } from './useApplicationHistory';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** Every event of the application's stream in order, with who acted and its data. */
export const ApplicationHistory = () => {
  const record = useRecordContext();
  const history = useApplicationHistory(record?.id ?? '', record?.modified);
  if (history.state === 'loading') return <CircularProgress aria-label="Loading the history" />;
  if (history.state === 'error')
    return <Alert severity="error">The history could not be loaded. {history.message}</Alert>;
  return (
    <List aria-label="Event history" dense>
      {history.events.map((event) => (
        <ListItem key={event.id} divider alignItems="flex-start">
          <ListItemText
            primary={`${event.position}. ${event.type}`}
            secondary={
              <>
                {`${dateTime(event.recorded_at)} · by ${event.actor_name}`}
                <Typography
                  component="pre"
                  variant="caption"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
                >
                  {JSON.stringify(event.data, null, 1)}
                </Typography>
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
};
