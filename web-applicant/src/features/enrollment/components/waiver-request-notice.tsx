import Alert from '@mui/material/Alert';
import type { CourseApplication } from '../course-application';

/** Whether this student's waiver is asked of staff (their course says so and there is a fee to waive). */
export const staffDecideWaiver = (application: CourseApplication, feeCents: number) =>
  application.fee_waivers === 'staff' && feeCents > 0 && !application.student_waive_fee_option_flag;

const WORDS = {
  waiver: {
    waiting:
      'Your request to waive the fee is with our staff. We will email you their answer. Until then your offer stays open, and you can still pay the fee instead.',
    refused:
      'Our staff did not waive the fee: their reason is in the email we sent you. You can pay the fee, or ask again below.',
  },
  hardship: {
    waiting:
      'Your request for the hardship discount is with our staff, so the fee below is not yet halved. We will email you their answer; until then you can pay this fee or ask for a waiver instead.',
    refused:
      'Our staff did not grant the hardship discount: their reason is in the email we sent you. You can pay the fee below, or answer the hardship question again.',
  },
} as const;

/**
 * Where a waiver or a hardship discount asked of staff stands: sent and waiting (the student can still
 * pay meanwhile), or refused (the reason is in the email; they may pay, or ask again). Announced
 * politely when it appears.
 */
export const WaiverRequestNotice = ({
  request,
  kind = 'waiver',
}: {
  request: CourseApplication['fee_waiver_request'];
  kind?: 'waiver' | 'hardship';
}) => {
  if (request === 'waiting')
    return (
      <Alert severity="info" role="status" sx={{ mt: 2 }}>
        {WORDS[kind].waiting}
      </Alert>
    );
  if (request === 'refused')
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {WORDS[kind].refused}
      </Alert>
    );
  return null;
};
