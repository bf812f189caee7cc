import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useApplicationHistory } from './useApplicationHistory';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * What happened to the application, in order and in words: who did what, when, and the fields it
 * set as a description list. The server words it and leaves out what the reader may not see; the
 * raw events are the audit pages' (the links above, for admins).
 */
export const ApplicationHistory = () => {
  const record = useRecordContext();
  const history = useApplicationHistory(record?.id ?? '', record?.modified);
  if (history.state === 'loading') return <CircularProgress aria-label="Loading the history" />;
  if (history.state === 'error')
    return <Alert severity="error">The history could not be loaded. {history.message}</Alert>;
  return (
    <Box component="ol" aria-label="Event history" sx={{ pl: 3, my: 1 }}>
      {history.events.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="p" variant="body1" sx={{ fontWeight: 600 }}>
            {entry.sentence}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            By {entry.actor_name}, {dateTime.format(new Date(entry.recorded_at))} UTC
          </Typography>
          {entry.fields.length > 0 && (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 16rem) 1fr' },
                columnGap: 2,
                my: 0.5,
              }}
            >
              {entry.fields.map((field) => (
                <Box key={field.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {field.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {field.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
};
