import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-admin';

type Props = {
  label: string;
  title: string;
  content: string;
  /**
   * Takes the decision; `confirmed` once staff answered the server's question. Answers that question
   * (an offer past the course's capacity) when the server asks one, and the dialog stays open with it.
   */
  run: (confirmed: boolean) => Promise<string | null>;
  /** The confirm button's words once a question is asked ("Make the offer anyway"). */
  anywayLabel?: string;
  /** The decision's own fields (an offer's deadline), below the sentence. */
  children?: ReactNode;
  /** True while those fields hold a value the decision cannot take: the confirm button waits. */
  blocked?: boolean;
};

/**
 * A decision button that asks before it acts: decisions email applicants and cannot be taken back.
 * Its own dialog rather than react-admin's `Confirm`, which cannot hold back its confirm button
 * while a field of the decision is wrong, nor ask a second question.
 */
export const ConfirmedDecisionButton = (props: Props) => {
  const { label, title, content, run, anywayLabel = label, children, blocked = false } = props;
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [question, setQuestion] = useState<string | null>(null);
  const titleId = useId();
  const questionId = useId();
  const close = () => {
    setOpen(false);
    setQuestion(null);
  };
  const confirm = async () => {
    setRunning(true);
    let asked: string | null = null;
    try {
      asked = await run(question !== null);
    } finally {
      setRunning(false);
      if (asked) setQuestion(asked);
      else close();
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={running} />
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          {children}
          {question && (
            <Alert severity="warning" role="alert" id={questionId} sx={{ mt: 2 }}>
              {question}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={close} disabled={running} />
          <Button
            label={question ? anywayLabel : label}
            onClick={() => void confirm()}
            disabled={running || blocked}
            variant="contained"
            aria-describedby={question ? questionId : undefined}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
