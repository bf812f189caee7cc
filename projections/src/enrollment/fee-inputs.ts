import { type CourseView, DEFAULT_COURSE_PRICE, SELF_FUNDED_ANSWERS } from '@portal/contracts';
import type { FeeInput } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { findApplication } from '../applications/applications.read-model';
import { findProfile } from '../profile/user-profiles.read-model';
import { colaFor } from './cola.read-model';
import { findEnrollment } from './enrollments.read-model';
import { openFeeRequest } from './fee-waiver-queries';

/**
 * The fee inputs of an application, from the read models: the course's price and pay-what-you-can
 * flag, the applicant's sector (industry pays full price), the cola of the residing country named in
 * the application, and the wizard's answers. Null when there is no such application. Pass the
 * transaction's client when inside a command (PGlite has one connection).
 */
export async function feeInputsFor(db: Queryable, applicationId: string): Promise<FeeInput | null> {
  const application = await findApplication(db, applicationId);
  if (!application) return null;
  const enrollment = await findEnrollment(db, applicationId);
  const profile = await findProfile(db, application.user_id);
  const country = application.personal.residing_country_during_course;
  // The course is the snapshot stored with the application (jsonb): one stored before a field existed lacks it.
  const course: Partial<Pick<CourseView, 'course_price' | 'course_pwyc_option_flag'>> = application.course;
  return {
    coursePrice: course.course_price ?? DEFAULT_COURSE_PRICE,
    isIndustry: profile?.general_info?.status === 'industry',
    cola: await colaFor(db, typeof country === 'string' ? country : null),
    selfFunded: enrollment.funding !== null && SELF_FUNDED_ANSWERS.includes(enrollment.funding),
    // Asked of staff, the discount waits for their approval (the same rule as the command path's feeInputOf).
    hardship: enrollment.hardship === true && (await openFeeRequest(db, applicationId, 'hardship')) === null,
    payWhatYouCan: course.course_pwyc_option_flag === true || enrollment.pwyc_option,
  };
}
