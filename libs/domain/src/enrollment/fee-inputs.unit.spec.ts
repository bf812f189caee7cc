import type { LiveApplication } from '../applications/application.state';
import { type ProfileState, initialProfileState } from '../profile/profile.state';
import { initialEnrollment } from './enrollment.state';
import { feeInputOf, residingCountryOf } from './fee-inputs';

const application = (changes: Partial<LiveApplication> = {}): LiveApplication => ({
  applicationId: 'a1',
  userId: 'u1',
  courseId: 'c1',
  role: 'student',
  season: 2026,
  seniority: null,
  form: {},
  personal: { residing_country_during_course: 'India' },
  applicationStatus: 'accepted',
  wantsToEnroll: false,
  enrollment: initialEnrollment(),
  ...changes,
});
const course = { course_price: 2090, course_pwyc_option_flag: false };
const working = (status: string): ProfileState =>
  ({ ...initialProfileState(), generalInfo: { id: 'g1', record: { status } } }) as unknown as ProfileState;

describe('the fee inputs from the streams', () => {
  it('are the course’s price and the cola, with nothing answered yet', () =>
    expect(feeInputOf(application(), course, initialProfileState(), 0.25)).toEqual({
      coursePrice: 2090,
      isIndustry: false,
      cola: 0.25,
      selfFunded: false,
      hardship: false,
      payWhatYouCan: false,
    }));

  it('take the wizard’s answers and the staff’s pay-what-you-can option from the application', () => {
    const enrollment = {
      ...initialEnrollment(),
      funding: 'self_funded' as const,
      hardship: true,
      payWhatYouCanOption: true,
    };
    expect(feeInputOf(application({ enrollment }), course, initialProfileState(), 1)).toMatchObject({
      selfFunded: true,
      hardship: true,
      payWhatYouCan: true,
    });
  });

  it('count an applicant in industry from their general info', () =>
    expect(feeInputOf(application(), course, working('industry'), 1).isIndustry).toBe(true));

  it('take the course’s pay-what-you-can flag, and its default price when it has none', () =>
    expect(feeInputOf(application(), { course_pwyc_option_flag: true }, initialProfileState(), 1)).toMatchObject({
      coursePrice: 2090,
      payWhatYouCan: true,
    }));
});

describe('the residing country', () => {
  it('is the one the application names', () => expect(residingCountryOf(application())).toBe('India'));
  it('is none once the application’s personal fields are erased', () =>
    expect(residingCountryOf(application({ personal: null as unknown as LiveApplication['personal'] }))).toBeNull());
});
