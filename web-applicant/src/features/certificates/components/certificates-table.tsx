import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatApplicationDate } from '@/features/applications/components/course-link';
import { useUser } from '@/lib/auth/get-user';
import { useCertificates } from '../api/get-certificates';
import { useOrcidRecords } from '../api/orcid-education';
import { CERTIFICATE_TYPE_LABELS } from '../certificate-labels';
import { OrcidPublishButton } from './orcid-publish-button';

// On a phone the four columns share its width: tighter cells, and a long certificate title or button
// label wraps, so a row is read whole instead of cut off at the edge (issue 57). From `sm` up the
// table keeps its desk width and scrolls in its region if the window is narrower.
const CERTIFICATES_TABLE_STYLE = {
  minWidth: { sm: '34rem' },
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top', overflowWrap: 'break-word' },
} as const;

/**
 * The Documents tab's certificates (spec 1 §2): Date, Type, Link, Publish. A certificate held back by
 * the survey rule shows the spec's text instead of its link and cannot be published yet. Without an
 * ORCID iD linked, the ORCID buttons wait, described by what to do first and where (issue 57): the
 * server would only refuse the click.
 */
export const CertificatesTable = () => {
  const certificatesQuery = useCertificates();
  const recordsQuery = useOrcidRecords();
  const orcidLinked = Boolean(useUser().data?.orcid);
  const orcidNoteId = useId();

  if (certificatesQuery.isPending) return <Spinner label="Loading your certificates" />;
  if (certificatesQuery.isError) return <Alert severity="error">Your certificates could not be loaded.</Alert>;
  if (certificatesQuery.data.length === 0) return <Typography>{MESSAGES.noCertificates}</Typography>;
  const recordOf = (certificateId: string) =>
    recordsQuery.data?.find((record) => record.cert_id === certificateId)?.record_id ?? null;
  const publishable = certificatesQuery.data.some((certificate) => certificate.available);
  return (
    <>
      {publishable && !orcidLinked && (
        <Alert severity="info" id={orcidNoteId} sx={{ mb: 2 }}>
          {MESSAGES.orcidNotConnected}{' '}
          <Link component={RouterLink} to={paths.connectedAccounts.getHref()}>
            Connect ORCID
          </Link>
        </Alert>
      )}
      <ScrollRegion label="Certificates table">
        <Table size="small" aria-label="Certificates" sx={CERTIFICATES_TABLE_STYLE}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Link</TableCell>
              <TableCell>Publish</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {certificatesQuery.data.map((certificate) => {
              const title = `${CERTIFICATE_TYPE_LABELS[certificate.certificate_type]}: ${certificate.course_name}`;
              return (
                <TableRow key={certificate.id}>
                  <TableCell>{formatApplicationDate(certificate.created)}</TableCell>
                  <TableCell>{title}</TableCell>
                  <TableCell>
                    {certificate.available ? (
                      <Link component={RouterLink} to={paths.certificate.getHref(certificate.id)}>
                        View certificate
                      </Link>
                    ) : (
                      MESSAGES.completeSurveyFirst
                    )}
                  </TableCell>
                  <TableCell>
                    {certificate.available && recordsQuery.isSuccess && (
                      <OrcidPublishButton
                        certificateId={certificate.id}
                        recordId={recordOf(certificate.id)}
                        waitingFor={orcidLinked ? null : orcidNoteId}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
    </>
  );
};
