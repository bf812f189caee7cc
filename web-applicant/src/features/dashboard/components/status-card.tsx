import Typography from '@mui/material/Typography';
import type { CourseApplication } from '@/features/enrollment/course-application';
import { DashboardCard } from './dashboard-card';

/**
 * The statuses with nothing to manage yet: a short card says where the application stands
 * (docs/architecture.md §5.4).
 */
export const WAITING_STATUSES = ['applied', 'waitlist', 'declined', 'dropped_out'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

const TEXTS: Record<WaitingStatus, [title: string, text: string]> = {
  applied: [
    'Application under review',
    'Your application is being reviewed. We will email you when a decision is made.',
  ],
  waitlist: ['On the waitlist', 'You are on the waitlist. We will email you if a place becomes free.'],
  declined: ['Offer declined', 'This offer was declined, so you are not enrolled in this course.'],
  dropped_out: ['No longer enrolled', 'You are no longer taking part in this course.'],
};

export const StatusCard = ({ application, status }: { application: CourseApplication; status: WaitingStatus }) => {
  const [title, text] = TEXTS[status];
  return (
    <DashboardCard title={title}>
      <Typography>
        {status === 'declined' && application.decline_reason === 'expired'
          ? 'The offer lapsed before it was accepted.'
          : text}
      </Typography>
    </DashboardCard>
  );
};
