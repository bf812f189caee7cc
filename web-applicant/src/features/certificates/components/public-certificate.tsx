import { Link as RouterLink, Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { InfoList } from '@/components/ui/info-list';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePublicCertificate } from '../api/get-public-certificate';
import { CERTIFICATE_TYPE_LABELS } from '../certificate-labels';
import { formatDate } from '@/lib/format';

/**
 * The public certificate (spec 2 §2): full name, type, course and its hours (course_length, or
 * course_length_project with the project), and the PDF. One the API says does not exist (404) is
 * said not to exist, on the page, so whoever checks a link gets that answer (issue 57); one that cannot
 * be loaded at all goes home (spec 2 §8).
 */
export const PublicCertificate = ({ id }: { id: string }) => {
  const certificateQuery = usePublicCertificate(id);
  const notify = useNotifications();
  if (certificateQuery.isPending) return <Spinner label="Loading the certificate" />;
  if (certificateQuery.error instanceof ApiError && certificateQuery.error.status === 404)
    return <CertificateNotFound id={id} />;
  if (certificateQuery.isError) return <Navigate to={paths.home.getHref()} replace />;
  const certificate = certificateQuery.data;
  const type = CERTIFICATE_TYPE_LABELS[certificate.certificate_type];
  return (
    <Paper component="article" variant="outlined" aria-labelledby="certificate-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="certificate-title" variant="h4" component="h1" gutterBottom>
        {type}
      </Typography>
      <InfoList
        items={[
          { label: 'Full name', value: certificate.full_name },
          { label: 'Certificate type', value: type },
          { label: 'Course', value: certificate.course },
          { label: 'Course hours', value: `${certificate.course_hours} hours` },
          { label: 'Issued', value: formatDate(certificate.issued) },
        ]}
      />
      <Button
        variant="contained"
        href={certificate.pdf_url}
        download={`certificate-${certificate.id}.pdf`}
        onClick={() => notify({ message: MESSAGES.downloadStarted, severity: 'success' })}
        sx={{ mt: 3 }}
      >
        Download PDF
      </Button>
    </Paper>
  );
};

/** An id no certificate has (or one its owner may not share yet): a page that says so, not a redirect. */
const CertificateNotFound = ({ id }: { id: string }) => (
  <Paper component="article" variant="outlined" aria-labelledby="certificate-title" sx={{ p: { xs: 2, sm: 4 } }}>
    <Typography id="certificate-title" variant="h4" component="h1" gutterBottom>
      Certificate not found
    </Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      No certificate with the id {id} exists on this portal. Check that the link is complete, or ask the certificate's
      holder for it again.
    </Typography>
    <Link component={RouterLink} to={paths.home.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
      Go to the home page
    </Link>
  </Paper>
);
