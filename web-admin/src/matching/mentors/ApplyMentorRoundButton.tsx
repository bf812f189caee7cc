import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

/** Applying forms the groups and tells mentors; it cannot be undone, so it is confirmed first. */
export const ApplyMentorRoundButton = ({ disabled, onApply }: { disabled: boolean; onApply: () => Promise<void> }) => {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onApply();
    } finally {
      setRunning(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="contained" disabled={disabled || running} onClick={() => setOpen(true)}>
        Apply mentor round
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="Apply this mentor round?"
        content="This forms the project groups of every pod and assigns their mentors. It cannot be undone."
        confirm="Apply mentor round"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
