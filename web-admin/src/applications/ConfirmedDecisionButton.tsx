import { useState } from 'react';
import { Button, Confirm } from 'react-admin';

type Props = { label: string; title: string; content: string; run: () => Promise<void> };

/** A decision button that asks before it acts: decisions email applicants and cannot be taken back. */
export const ConfirmedDecisionButton = ({ label, title, content, run }: Props) => {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
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
