import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

/** Forming the pods places everyone and cannot be undone: it is confirmed first. */
export const ApplyMatchingButton = ({ disabled, onApply }: { disabled: boolean; onApply: () => Promise<void> }) => {
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
        Apply matching
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title="Apply this matching?"
        content="This forms the pods of this proposal and assigns every matched student and TA. It cannot be undone."
        confirm="Apply matching"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
