import { type CourseView, DEFAULT_COURSE_PRICE, SELF_FUNDED_ANSWERS } from '@portal/contracts';
import type { LiveApplication } from '../applications/application.state';
import type { ProfileState } from '../profile/profile.state';
import type { FeeInput } from './fee';

/** The residing country named in the application (a personal field: null once erased, or never given). */
export function residingCountryOf(application: LiveApplication): string | null {
  // `personal` replays as null once the person's key is erased.
  const personal = application.personal as Record<string, unknown> | null;
  const country = personal?.residing_country_during_course;
  return typeof country === 'string' ? country : null;
}

/**
 * The fee inputs from the streams a command loads: the course's price and pay-what-you-can flag, the
 * applicant's sector from their general info (industry pays full price), the cola of the residing
 * country, and the wizard's answers on the application.
 */
export function feeInputOf(
  application: LiveApplication,
  // Partial: a course recorded before a field existed has none in its stream's state.
  course: Partial<Pick<CourseView, 'course_price' | 'course_pwyc_option_flag'>>,
  profile: ProfileState,
  cola: number,
): FeeInput {
  const { funding, hardship, hardshipReview, payWhatYouCanOption } = application.enrollment;
  return {
    // A course recorded before the price existed has none: the programme's default.
    coursePrice: course.course_price ?? DEFAULT_COURSE_PRICE,
    isIndustry: profile.generalInfo?.record.status === 'industry',
    cola,
    selfFunded: funding !== null && SELF_FUNDED_ANSWERS.includes(funding),
    // Asked of staff, the discount waits for their approval (docs/decisions.md, issue 57 item 5).
    hardship: hardship === true && hardshipReview !== 'waiting' && hardshipReview !== 'refused',
    payWhatYouCan: course.course_pwyc_option_flag === true || payWhatYouCanOption,
  };
}
