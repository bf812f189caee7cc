import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** Staff let a student qualify despite absences; the reason is required and kept with the event. */
export const AttendanceExceptionButton = () => {
  const record = useRecordContext<{ id: string; student_name: string; attendance_exception: boolean }>();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!record || record.attendance_exception) return null;

  const grant = async () => {
    setSaving(true);
    setError(null);
    try {
      await provider.grantAttendanceException(record.id, reason);
      notify('Exception recorded.', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const titleId = `exception-title-${record.id}`;
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Grant exception
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <DialogTitle id={titleId}>Attendance exception: {record.student_name}</DialogTitle>
        <DialogContent>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Why the absences should not count.'}
            multiline
            minRows={3}
            fullWidth
            required
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void grant()} disabled={saving}>
            Record exception
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
