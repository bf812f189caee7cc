import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-admin';

type Props = {
  label: string;
  title: string;
  content: string;
  run: () => Promise<void>;
  /** The decision's own fields (an offer's deadline), below the sentence. */
  children?: ReactNode;
  /** True while those fields hold a value the decision cannot take: the confirm button waits. */
  blocked?: boolean;
};

/**
 * A decision button that asks before it acts: decisions email applicants and cannot be taken back.
 * Its own dialog rather than react-admin's `Confirm`, which cannot hold back its confirm button
 * while a field of the decision is wrong.
 */
export const ConfirmedDecisionButton = ({ label, title, content, run, children, blocked = false }: Props) => {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const titleId = useId();
  const confirm = async () => {
    setRunning(true);
    try {
      await run();
    } finally {
      setRunning(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={running} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setOpen(false)} disabled={running} />
          <Button label={label} onClick={() => void confirm()} disabled={running || blocked} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
