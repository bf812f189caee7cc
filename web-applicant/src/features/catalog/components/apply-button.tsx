import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contracts';
import type { ApplyState } from './eligibility';

type ApplyButtonProps = { label: string; href: string; state: ApplyState; courseNameId: string };

// Blocked buttons stay focusable (aria-disabled, not disabled) so that keyboard and screen-reader
// users reach the tooltip or the reason that explains them.
const blockedStyle = { color: 'text.secondary', borderColor: 'divider', cursor: 'not-allowed' } as const;

export const ApplyButton = ({ label, href, state, courseNameId }: ApplyButtonProps) => {
  const reasonId = useId();

  if (state.kind === 'open') {
    return (
      <Button component={RouterLink} to={href} variant="contained" aria-describedby={courseNameId}>
        {label}
      </Button>
    );
  }
  const blockedButton = (
    <Button
      variant="outlined"
      aria-disabled="true"
      aria-describedby={state.kind === 'blocked' ? `${courseNameId} ${reasonId}` : courseNameId}
      onClick={(event) => event.preventDefault()}
      sx={blockedStyle}
    >
      {label}
    </Button>
  );
  if (state.kind === 'not_open') {
    return (
      // Rendered in place, not portalled to <body>: there it would sit outside every landmark (axe 'region').
      <Tooltip title={MESSAGES.applicationsAreNotOpen} describeChild slotProps={{ popper: { disablePortal: true } }}>
        {blockedButton}
      </Tooltip>
    );
  }
  return (
    <Box>
      {blockedButton}
      <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {state.reason}
      </Typography>
    </Box>
  );
};
