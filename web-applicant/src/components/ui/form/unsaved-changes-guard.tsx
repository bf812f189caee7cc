import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before the user leaves a form with unsaved changes: within the app through the router, and
 * for a reload, a closed tab or another site through the browser's own prompt.
 */
export const UnsavedChangesGuard = ({ when }: { when: boolean }) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your changes are not saved yet. A draft stays in this browser and comes back when you return.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay on this page
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave</Button>
      </DialogActions>
    </Dialog>
  );
};
