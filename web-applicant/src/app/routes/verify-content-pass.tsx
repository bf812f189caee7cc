import Typography from '@mui/material/Typography';
import { ContentPasswordForm } from '@/features/content/components/content-password-form';

/** /verify-content-pass: the shared password that opens a course's content (spec 2 §2, §5). */
export const VerifyContentPassRoute = () => (
  <>
    <Typography variant="h4" component="h1" gutterBottom>
      Course content password
    </Typography>
    <ContentPasswordForm />
  </>
);
