import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portal/contracts';
import { FormProblemAlert } from '@/components/ui/form/form-problem-alert';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { serverReason } from '@/lib/server-reason';
import { useDeclineOffer } from '../api/decline-offer';
import type { CourseApplication } from '../course-application';

/** 'Decline offer', asked again ('Are you sure?') since it cannot be undone; then home (spec 2 §4). */
export const DeclineOffer = ({ application }: { application: CourseApplication }) => {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const decline = useDeclineOffer(application.application_type, application.id);
  const notify = useNotifications();
  const navigate = useNavigate();

  const confirm = async () => {
    setProblem(null);
    try {
      await decline.mutateAsync();
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      // A refusal keeps the dialog open with the server's reason; a failure with none closes it.
      const reason = serverReason(error);
      setProblem(reason);
      if (!reason) setOpen(false);
      notify({ message: MESSAGES.anErrorAppeared, severity: 'error' });
    }
  };

  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Decline offer
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="decline-dialog-title"
        aria-describedby="decline-dialog-text"
      >
        <DialogTitle id="decline-dialog-title">Are you sure?</DialogTitle>
        <DialogContent>
          <FormProblemAlert problem={problem} />
          <DialogContentText id="decline-dialog-text">
            Declining your offer for {application.course_name} gives up your place. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" disabled={decline.isPending} onClick={() => void confirm()}>
            Decline offer
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
