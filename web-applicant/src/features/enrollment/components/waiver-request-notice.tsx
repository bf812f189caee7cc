import Alert from '@mui/material/Alert';
import type { CourseApplication } from '../course-application';

/** Whether this student's waiver is asked of staff (their course says so and there is a fee to waive). */
export const staffDecideWaiver = (application: CourseApplication, feeCents: number) =>
  application.fee_waivers === 'staff' && feeCents > 0 && !application.student_waive_fee_option_flag;

/**
 * Where a waiver asked of staff stands: sent and waiting (the student can still pay meanwhile), or
 * refused (the reason is in the email; they may pay, or ask again). Announced politely when it appears.
 */
export const WaiverRequestNotice = ({ request }: { request: CourseApplication['fee_waiver_request'] }) => {
  if (request === 'waiting')
    return (
      <Alert severity="info" role="status" sx={{ mt: 2 }}>
        Your request to waive the fee is with our staff. We will email you their answer. Until then your offer stays
        open, and you can still pay the fee instead.
      </Alert>
    );
  if (request === 'refused')
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        Our staff did not waive the fee: their reason is in the email we sent you. You can pay the fee, or ask again
        below.
      </Alert>
    );
  return null;
};
