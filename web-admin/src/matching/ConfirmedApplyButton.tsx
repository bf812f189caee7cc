import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

type Props = {
  /** The button's and the confirmation's words: applying a round cannot be undone, so it is confirmed first. */
  label: string;
  title: string;
  content: string;
  disabled: boolean;
  onApply: () => Promise<void>;
};

/** Applies a proposal (pods, a mentor round) after staff confirm, the dialog open until it is done. */
export const ConfirmedApplyButton = ({ label, title, content, disabled, onApply }: Props) => {
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
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={title}
        content={content}
        confirm={label}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
