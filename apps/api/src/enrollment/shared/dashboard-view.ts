import {
  type ApplicationView,
  type CourseView,
  DEFAULT_TA_AGREEMENT,
  SUMMARY_ID_KEYS,
  taRoleLabel,
} from '@portal/contracts';
import { type FeeBreakdown, feeBreakdown, formatDollars } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { NotFoundException } from '@nestjs/common';
import {
  type ApplicationWithCourse,
  type EnrollmentRow,
  feeInputsFor,
  findApplication,
  findEnrollment,
  findOwnApplication,
  openFeeRequest,
} from '@portal/projections';
import { toApplicationView } from '../../applications/shared/application-views';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** What the student would pay now: nothing once settled, else the pay-what-you-can choice or the fee. */
function amountToPay(row: ApplicationWithCourse, enrollment: EnrollmentRow, fee: FeeBreakdown | null): string | null {
  if (!fee) return null;
  if (row.status === 'paid') return formatDollars(enrollment.paid_cents);
  if (row.status === 'waived_fee') return formatDollars(0);
  return formatDollars(enrollment.pwyc_amount_cents ?? Math.max(0, fee.total_cents));
}

/**
 * `GET /api/courses/{kind}/{id}/`: the application as the course dashboard needs it (spec 2 §3 "Course
 * application"), plus where the enrollment wizard stands. `pod` is the student's pod from the course's
 * `pod_realise_date` on, and a regular TA's pod at once; `project_pods` and `lead_pods` list the pods a
 * project or lead TA serves.
 */
export async function dashboardView(db: Queryable, row: ApplicationWithCourse): Promise<ApplicationView> {
  const enrollment = await findEnrollment(db, row.id);
  const inputs = await feeInputsFor(db, row.id);
  const fee = row.role === 'student' && inputs ? feeBreakdown(inputs) : null;
  const { course } = row;
  return {
    ...toApplicationView(row),
    [SUMMARY_ID_KEYS[row.role]]: row.id,
    pod: podShown(row, enrollment),
    project_pods: enrollment.pods.project_ta ?? [],
    lead_pods: enrollment.pods.lead_ta ?? [],
    course_price: course.course_price,
    cola: inputs?.cola ?? null,
    is_industry: inputs?.isIndustry ?? null,
    student_waive_fee_option_flag: enrollment.waive_fee_option,
    course_pwyc_option_flag: course.course_pwyc_option_flag,
    student_application_pwyc_option_flag: enrollment.pwyc_option,
    accepting_offer_end_date: iso(enrollment.accepting_offer_end_date) ?? course.deadline_accepting_offer_end_date,
    decline_reason: enrollment.decline_reason,
    selected_as_lead_ta: enrollment.selected_as_lead_ta,
    ta_for: enrollment.ta_for,
    ta_role: row.role === 'ta' ? taRoleLabel(enrollment.selected_as_lead_ta, enrollment.ta_for) : null,
    agreement_signed: enrollment.agreement_signed,
    read_roles_document: enrollment.roles_document_accepted,
    filled_airtable_form: enrollment.supplemental_confirmed,
    funding: enrollment.funding,
    hardship: enrollment.hardship,
    can_afford_button: fee?.can_afford_button ?? false,
    amount_be_payed: amountToPay(row, enrollment, fee),
    refund_due: formatDollars(enrollment.refund_due_cents),
    // A course recorded before the setting existed grants waivers at once.
    fee_waivers: (course as Partial<Pick<CourseView, 'fee_waivers'>>).fee_waivers ?? 'automatic',
    fee_waiver_request: row.status === 'accepted' ? await openFeeRequest(db, row.id, 'waiver') : null,
    hardship_request: row.status === 'accepted' ? await openFeeRequest(db, row.id, 'hardship') : null,
    pod_realise_date: course.pod_realise_date,
    course_start_date: course.start_date,
    course_end_date: course.end_date,
    enrollment_form_link: course.enrollment_form_link,
    roles_document_url: course.roles_document_url,
    // Courses made before the field existed, or left empty, show the portal's own agreement.
    ta_agreement_text: row.role === 'ta' ? course.ta_agreement_text || DEFAULT_TA_AGREEMENT : null,
  };
}

/** Students wait for the release date (spec 2 §2: 'pod info is released a few weeks before the start'). */
function podShown(row: ApplicationWithCourse, enrollment: EnrollmentRow): string | null {
  if (row.role === 'ta') return enrollment.pods.ta?.[0] ?? null;
  const realised = row.course.pod_realise_date;
  const released = !realised || Date.parse(realised) <= Date.now();
  return released ? (enrollment.pods.student?.[0] ?? null) : null;
}

/** The fee breakdown of a student application, or null for another role (which pays nothing). */
export async function feeOf(db: Queryable, row: ApplicationWithCourse): Promise<FeeBreakdown | null> {
  if (row.role !== 'student') return null;
  const inputs = await feeInputsFor(db, row.id);
  return inputs ? feeBreakdown(inputs) : null;
}

/** Staff routes answer with any applicant's application as it now stands. */
export async function staffView(db: Queryable, applicationId: string): Promise<ApplicationView> {
  const row = await findApplication(db, applicationId);
  if (!row) throw new NotFoundException();
  return dashboardView(db, row);
}

/** An enrolment step's answer: the caller's own application as the dashboard reads it. */
export async function ownDashboardView(db: Queryable, userId: string, applicationId: string): Promise<ApplicationView> {
  const row = await findOwnApplication(db, userId, applicationId);
  if (!row) throw new NotFoundException();
  return dashboardView(db, row);
}
