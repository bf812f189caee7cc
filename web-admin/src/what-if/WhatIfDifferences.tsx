import { counted } from '@portal/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { WhatIfDifference, WhatIfRunView } from '@portal/contracts';
import { Link, useBasename } from 'react-admin';
import { useAuditPaths } from '../audit/auditPaths';

const OUTCOMES: Record<WhatIfDifference['what_if'], string> = {
  refused_late: 'Refused as late',
  above_offer_line: 'Above the offer line',
  below_offer_line: 'Below the offer line',
};
const LIVE: Record<string, string> = { offered: 'Offered', not_offered: 'Not offered', ...OUTCOMES };
const ROLES: Record<string, string> = { student: 'Student', ta: 'TA', mentor: 'Mentor' };

/** Whose outcome the variation changes, each linked to the application and to the person as of now. */
export const WhatIfDifferences = ({ run }: { run: WhatIfRunView }) => {
  const basename = useBasename();
  const { asOfPath } = useAuditPaths();
  return (
    <section aria-labelledby="what-if-differences">
      <Typography id="what-if-differences" component="h2" variant="h6">
        {run.differences.length === 0
          ? 'No outcome would have been different'
          : `${counted(run.differences.length, 'outcome')} would have been different`}
      </Typography>
      {run.applications !== null && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {counted(run.applications, 'application')} replayed from the log up to position {run.log_position}.
        </Typography>
      )}
      {run.differences.length > 0 && (
        <Table size="small" aria-labelledby="what-if-differences">
          <TableHead>
            <TableRow>
              <TableCell>Application</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Submitted</TableCell>
              <TableCell>What happened</TableCell>
              <TableCell>What if</TableCell>
              <TableCell>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.differences.map((difference) => (
              <TableRow key={`${difference.role}/${difference.application_id}`}>
                <TableCell>
                  <Link to={`${basename}/applications/${encodeURIComponent(difference.application_id)}/show`}>
                    Application {difference.application_id.slice(0, 8)}
                  </Link>
                  <br />
                  <Link to={asOfPath('user', difference.user_id)}>Applicant {difference.user_id.slice(0, 8)}</Link>
                </TableCell>
                <TableCell>{ROLES[difference.role]}</TableCell>
                <TableCell>{new Date(difference.submitted_at).toLocaleString()}</TableCell>
                <TableCell>{LIVE[difference.live] ?? difference.live}</TableCell>
                <TableCell>{OUTCOMES[difference.what_if]}</TableCell>
                <TableCell>{difference.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
