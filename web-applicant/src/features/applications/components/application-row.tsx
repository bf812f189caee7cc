import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ApplicationSummary, applicationStatusWords } from '@portal/contracts';
import { ROLE_NAMES } from '../application-roles';
import { courseLinkOf, formatApplicationDate, nextStepOf, respondToOfferLinkOf } from './course-link';

type ApplicationRowProps = { application: ApplicationSummary; onWithdraw: (application: ApplicationSummary) => void };

export const ApplicationRow = ({ application, onWithdraw }: ApplicationRowProps) => {
  const courseId = useId();
  const link = courseLinkOf(application);
  const respondLink = respondToOfferLinkOf(application);
  const nextStep = nextStepOf(application);

  return (
    <TableRow role="row">
      <TableCell id={courseId} component="th" scope="row" role="rowheader" sx={{ overflowWrap: 'anywhere' }}>
        {link ? (
          <Link component={RouterLink} to={link}>
            {application.course_name}
          </Link>
        ) : (
          application.course_name
        )}
      </TableCell>
      <TableCell role="cell" data-label="Application Date">
        {formatApplicationDate(application.application_date)}
      </TableCell>
      <TableCell role="cell" data-label="Role">
        {ROLE_NAMES[application.application_type]}
      </TableCell>
      <TableCell role="cell" data-label="Status">
        {/* An open offer says by when and leads to where it is answered (issue 57): the columns stay the spec's. */}
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>
            {applicationStatusWords(application.status, application.wants_to_enroll, application.application_type)}
          </span>
          {nextStep && <Typography variant="body2">{nextStep}</Typography>}
          {respondLink && (
            <>
              <Typography variant="body2">
                Respond by {formatApplicationDate(application.deadline_accepting_offer_end_date)}
              </Typography>
              <Button
                component={RouterLink}
                to={respondLink}
                variant="contained"
                size="small"
                aria-describedby={courseId}
              >
                Respond to offer
              </Button>
            </>
          )}
        </Stack>
      </TableCell>
      <TableCell role="cell">
        {application.can_withdraw && (
          <Button size="small" color="error" onClick={() => onWithdraw(application)} aria-describedby={courseId}>
            Withdraw
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};
