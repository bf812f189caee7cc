import { useEffect, useId, useRef, type SyntheticEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProblemAlert } from '@/components/ui/form/form-problem-alert';

type WizardStepLayoutProps = {
  title: string;
  /** 'Step n of 7', read with the title. */
  position: string;
  onBack: () => void;
  /** The step's own buttons, after 'Go Back'. */
  actions: ReactNode;
  children: ReactNode;
  onSubmit?: () => void;
  /** The server's reason for refusing the step, shown atop it. */
  problem?: string | null;
};

/**
 * One step of the wizard: its heading takes focus when the step opens, so a screen reader announces
 * the new step and keyboard users start from its top; every step has 'Go Back' (spec 2 §2).
 */
export const WizardStepLayout = ({
  title,
  position,
  onBack,
  actions,
  children,
  onSubmit,
  problem = null,
}: WizardStepLayoutProps) => {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, overflowWrap: 'anywhere' }}
    >
      <Typography variant="overline" component="p">
        {position}
      </Typography>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Box
        component={onSubmit ? 'form' : 'div'}
        noValidate
        aria-labelledby={onSubmit ? headingId : undefined}
        onSubmit={
          onSubmit &&
          ((event: SyntheticEvent) => {
            event.preventDefault();
            onSubmit();
          })
        }
      >
        <FormProblemAlert problem={problem} />
        {children}
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onBack}>
            Go Back
          </Button>
          {actions}
        </Stack>
      </Box>
    </Paper>
  );
};
