import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type ApplicationSummary, applicationStatusWords } from '@portal/contracts';
import { ROLE_NAMES } from '../application-roles';
import { courseLinkOf, formatApplicationDate } from './course-link';

type ApplicationRowProps = { application: ApplicationSummary; onWithdraw: (application: ApplicationSummary) => void };

export const ApplicationRow = ({ application, onWithdraw }: ApplicationRowProps) => {
  const courseId = useId();
  const link = courseLinkOf(application);

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
        {applicationStatusWords(application.status, application.wants_to_enroll)}
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
