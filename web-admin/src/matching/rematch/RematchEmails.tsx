import { Box, Paper, Typography } from '@mui/material';
import type { RematchEmail } from './rematchMethods';

/** The emails applying the rematch will send, one per moved person, before anything is sent. */
export const RematchEmails = ({ emails }: { emails: RematchEmail[] }) => (
  <Box component="section" aria-labelledby="rematch-emails" sx={{ my: 2 }}>
    <Typography id="rematch-emails" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      Emails to send ({emails.length})
    </Typography>
    {emails.length === 0 && <Typography>Nobody moves, so nobody is emailed.</Typography>}
    {emails.map(({ person, name, email }) => (
      <Paper key={person} variant="outlined" component="article" aria-label={`Email to ${name}`} sx={{ p: 2, my: 1 }}>
        <Typography variant="body2">To: {email.to}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {email.subject}
        </Typography>
        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {email.text}
        </Typography>
      </Paper>
    ))}
  </Box>
);
