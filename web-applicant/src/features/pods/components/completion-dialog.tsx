import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A completion mark the TA is about to change: which student, which mark, and to what. */
export type PendingMark = { studentName: string; mark: 'course' | 'project'; completed: boolean };

type CompletionDialogProps = {
  pending: PendingMark | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

const describe = ({ studentName, mark, completed }: PendingMark) => {
  const what = mark === 'course' ? 'the course' : 'the project';
  return completed
    ? `Mark ${studentName} as having completed ${what}? Their certificate follows once their attendance allows it.`
    : `Take back the mark that ${studentName} completed ${what}? A certificate issued for it is withdrawn.`;
};

/** Spec 2 §6: each completion mark is confirmed before it is saved, since it decides a certificate. */
export const CompletionDialog = ({ pending, saving, onCancel, onConfirm }: CompletionDialogProps) => (
  <Dialog
    open={pending !== null}
    onClose={onCancel}
    aria-labelledby="completion-dialog-title"
    aria-describedby="completion-dialog-text"
  >
    <DialogTitle id="completion-dialog-title">Are you sure?</DialogTitle>
    <DialogContent>
      <DialogContentText id="completion-dialog-text">{pending && describe(pending)}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel} autoFocus>
        Cancel
      </Button>
      <Button variant="contained" disabled={saving} onClick={onConfirm}>
        Confirm
      </Button>
    </DialogActions>
  </Dialog>
);
