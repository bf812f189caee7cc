import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApplicationSummary } from '@portal/contracts';

type WithdrawDialogProps = {
  application: ApplicationSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (application: ApplicationSummary) => void;
};

/** Spec 1 §4: withdrawing asks first, saying that progress is lost and that it cannot be undone. */
export const WithdrawDialog = ({ application, pending, onCancel, onConfirm }: WithdrawDialogProps) => (
  <Dialog
    open={application !== null}
    onClose={onCancel}
    aria-labelledby="withdraw-dialog-title"
    aria-describedby="withdraw-dialog-text"
  >
    <DialogTitle id="withdraw-dialog-title">Withdraw your application?</DialogTitle>
    <DialogContent>
      <DialogContentText id="withdraw-dialog-text">
        Withdrawing your application to {application?.course_name} loses all progress on it. This action is
        irreversible.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel} autoFocus>
        Cancel
      </Button>
      <Button color="error" disabled={pending} onClick={() => application && onConfirm(application)}>
        Withdraw
      </Button>
    </DialogActions>
  </Dialog>
);
