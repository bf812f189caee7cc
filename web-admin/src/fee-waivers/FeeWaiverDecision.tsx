import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { FeeWaiverRow } from '@portal/contracts';
import { useState } from 'react';
import { DateField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { post, refusalFieldErrors } from '../dataProvider';

type Choice = 'approve' | 'refuse' | null;

const NOTICES = {
  waiver: { approve: 'Fee waived; the student is emailed.', refuse: 'Waiver refused; the student is emailed.' },
  hardship: {
    approve: 'Hardship discount granted; the student is emailed.',
    refuse: 'Hardship discount refused; the student is emailed.',
  },
};
const CONFIRM = {
  waiver: { approve: 'Waive the fee', refuse: 'Refuse the waiver' },
  hardship: { approve: 'Grant the discount', refuse: 'Refuse the discount' },
};

const titleOf = (record: FeeWaiverRow, choice: Choice) => {
  if (record.kind === 'hardship')
    return `${choice === 'approve' ? 'Halve' : 'Refuse to halve'} the fee of ${record.fee} USD for ${record.applicant_name}?`;
  return `${choice === 'approve' ? 'Waive' : 'Refuse to waive'} the fee of ${record.fee} USD for ${record.applicant_name}?`;
};

const consequenceOf = (record: FeeWaiverRow, choice: Choice) => {
  const who = record.applicant_name;
  if (choice !== 'approve') return `${who} is emailed your reason and may still pay the fee while the offer is open.`;
  return record.kind === 'hardship'
    ? `${who} gets the hardship discount on ${record.course_name} (the fee before the processing fee is halved), and is emailed.`
    : `${who} is enrolled in ${record.course_name} with no fee to pay, and is emailed.`;
};

/**
 * Approve or refuse a waiting request, each after a dialog that says what happens: the student is
 * emailed either way, and a refusal's reason is what they read. A decided waiver shows when it was.
 */
export const FeeWaiverDecision = () => {
  const record = useRecordContext<FeeWaiverRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [choice, setChoice] = useState<Choice>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  if (record.state !== 'waiting') return <DateField source="decided_at" showTime emptyText="—" />;

  const close = () => {
    setChoice(null);
    setError(null);
  };
  const decide = async () => {
    setSaving(true);
    setError(null);
    try {
      const path = `/api/admin/fee-waivers/${encodeURIComponent(record.id)}/${choice}/`;
      await post(path, choice === 'refuse' ? { reason } : {});
      notify(NOTICES[record.kind][choice === 'approve' ? 'approve' : 'refuse'], { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      const fieldError = refusalFieldErrors(failure).reason as string | undefined;
      setError(fieldError ?? (failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setSaving(false);
    }
  };
  const open = (next: Choice) => (event: React.MouseEvent) => {
    event.stopPropagation();
    setChoice(next);
  };
  const titleId = `waiver-decision-${record.id}`;
  return (
    <>
      <Button size="small" onClick={open('approve')}>
        Approve
      </Button>
      <Button size="small" onClick={open('refuse')}>
        Refuse
      </Button>
      <Dialog open={choice !== null} onClose={close} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <DialogTitle id={titleId}>{titleOf(record, choice)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{consequenceOf(record, choice)}</DialogContentText>
          <DialogContentText sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
            Their reason: {record.reason || 'none (there was no fee to charge).'}
          </DialogContentText>
          {choice === 'refuse' && (
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              helperText={error ?? 'The student reads this in the email.'}
              error={Boolean(error)}
              multiline
              minRows={3}
              fullWidth
              required
              sx={{ mt: 2 }}
            />
          )}
          {choice === 'approve' && error && <DialogContentText color="error">{error}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={() => void decide()} disabled={saving}>
            {CONFIRM[record.kind][choice === 'approve' ? 'approve' : 'refuse']}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
