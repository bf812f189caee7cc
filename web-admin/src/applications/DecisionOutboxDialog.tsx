import { counted } from '@portal/contracts';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button } from 'react-admin';
import type { DecisionPreview } from '@portal/contracts';

type Props = {
  title: string;
  previews: DecisionPreview['results'] | null;
  sending: boolean;
  /** True while a field of the decision holds a value it cannot take: nothing may be sent. */
  blocked?: boolean;
  onSend: () => void;
  /** The server's question (decisions past a course's capacity); sending then answers it with `sendAnywayLabel`. */
  question?: string | null;
  sendAnywayLabel?: string;
  onClose: () => void;
  /** The decision's own fields (an offer's deadline), above the emails they shape. */
  children?: ReactNode;
};

/**
 * The outbox of a bulk decision before it goes out: each email as the applicant will read it, and
 * the applications it leaves as they are (already decided) or refuses (not allowed for their status).
 */
export const DecisionOutboxDialog = ({
  title,
  previews,
  sending,
  blocked = false,
  onSend,
  onClose,
  question = null,
  sendAnywayLabel,
  children,
}: Props) => {
  const emails = previews?.filter((preview) => preview.outcome === 'email') ?? [];
  const unchanged = previews?.filter((preview) => preview.outcome === 'unchanged') ?? [];
  const refused = previews?.filter((preview) => preview.outcome === 'refused') ?? [];
  return (
    <Dialog open={previews !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="decision-outbox-title">
      <DialogTitle id="decision-outbox-title">{title}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {children}
        {question && (
          <Alert severity="warning" role="alert" id="decision-outbox-question" sx={{ mb: 2 }}>
            {question}
          </Alert>
        )}
        <Typography>
          {counted(emails.length, 'email')} will be sent. {counted(unchanged.length, 'application')}{' '}
          {unchanged.length === 1 ? 'already has' : 'already have'} this decision; {refused.length} cannot get it.
        </Typography>
        {refused.length > 0 && (
          <Box component="ul" aria-label="Refused">
            {refused.map((preview) => (
              <li key={preview.id}>
                {preview.applicant_name || preview.id}: {preview.error.detail}
              </li>
            ))}
          </Box>
        )}
        <Box component="ol" aria-label="Emails to send" sx={{ pl: 2 }}>
          {emails.map(({ id, email }) => (
            <Box component="li" key={id} sx={{ mb: 2 }}>
              <Typography component="p" variant="body2">
                <strong>To:</strong> {email.to}
              </Typography>
              <Typography component="p" variant="body2">
                <strong>Subject:</strong> {email.subject}
              </Typography>
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'grey.100', p: 1, m: 0 }}
              >
                {email.text}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} disabled={sending} />
        <Button
          label={question && sendAnywayLabel ? sendAnywayLabel : `Send ${counted(emails.length, 'email')}`}
          aria-describedby={question ? 'decision-outbox-question' : undefined}
          onClick={onSend}
          disabled={sending || blocked || emails.length === 0}
          variant="contained"
        />
      </DialogActions>
    </Dialog>
  );
};
