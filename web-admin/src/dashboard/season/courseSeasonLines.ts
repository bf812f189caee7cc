import { APPLICATION_STATUSES, type ApplicationStatus, type CourseSeason, counted } from '@portal/contracts';

/** How many of a course's applications stand at a status: "2 with an offer", "1 fee waived". */
const AT_STATUS: Record<ApplicationStatus, string> = {
  applied: 'applied',
  accepted: 'with an offer',
  rejected: 'rejected',
  paid: 'paid',
  waived_fee: 'fee waived',
  matched: 'matched',
  declined: 'declined',
  dismissed: 'dismissed',
  approved: 'approved',
  waitlist: 'waitlisted',
  dropped_out: 'dropped out',
};

/** A course's applications by status, in the order an application moves through them. */
export const statusesInWords = (byStatus: CourseSeason['by_status']) =>
  APPLICATION_STATUSES.filter((status) => byStatus[status])
    .map((status) => `${byStatus[status]} ${AT_STATUS[status]}`)
    .join(', ');

/** The lines of a course's card on the dashboard, each a label and a sentence; counts agree with their nouns. */
export const courseSeasonLines = (course: CourseSeason) => [
  {
    label: 'Applications',
    value:
      course.applications === 0
        ? 'None yet'
        : `${counted(course.applications, 'application')}: ${statusesInWords(course.by_status)}`,
  },
  { label: 'Reviews', value: `${course.reviewed} reviewed, ${course.to_review} still to review` },
  {
    label: 'Offers open',
    value: course.offers_ending_soon
      ? `${course.offers_open}, ${course.offers_ending_soon} ending within 7 days`
      : String(course.offers_open),
  },
  { label: 'Enrolled', value: `${course.enrolled} (${counted(course.fee_waived, 'fee')} waived)` },
  {
    label: 'Waivers to decide',
    value: course.waivers_to_decide === 0 ? 'None' : `${course.waivers_to_decide} on the Fee waivers page`,
  },
  { label: 'Pods', value: course.pods === 0 ? 'None formed yet' : `${counted(course.pods, 'pod')} formed` },
];
