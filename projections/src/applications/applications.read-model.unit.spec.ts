import { seasonIdForNumber } from '@portal/contracts';
import { foldSpec, recorded } from '../__tests__/fold-spec';
import { type ApplicationRow, applicationsReadModel } from './applications.read-model';

const { given } = foldSpec(applicationsReadModel);
const ref = { applicationId: 'app-1', userId: 'user-1' };
const at = new Date('2026-03-02T09:00:00.000Z');
const submitted = recorded('ApplicationSubmitted', {
  ...ref,
  courseId: 'course-1',
  role: 'student',
  season: 2026,
  seniority: 'junior',
  form: { answers: [] },
  personal: { residing_country_during_course: 'Ghana' },
  submittedAt: '2026-03-01T08:00:00.000Z',
});
const row: ApplicationRow = {
  id: 'app-1',
  user_id: 'user-1',
  course_id: 'course-1',
  role: 'student',
  season: 2026,
  season_id: seasonIdForNumber(2026),
  status: 'applied',
  wants_to_enroll: false,
  seniority: 'junior',
  form: { answers: [] },
  personal: { residing_country_during_course: 'Ghana' },
  submitted_at: new Date('2026-03-01T08:00:00.000Z'),
  updated_at: new Date('2026-03-01T08:00:00.000Z'),
  status_since: new Date('2026-03-01T08:00:00.000Z'),
};

describe('the applications read model', () => {
  it('lists a submitted application as applied', () => given().when(submitted).then(row));

  it('keeps an empty personal record for an erased applicant, whose texts replay as null', () =>
    given()
      .when(recorded('ApplicationSubmitted', { ...(submitted.data as object), personal: null }))
      .then({ ...row, personal: {} }));

  it('deletes a withdrawn application, and later events do not bring it back', () => {
    const withdrawn = recorded('ApplicationWithdrawn', { ...ref, withdrawnAt: at.toISOString() });
    given(submitted).when(withdrawn).then(null);
    given(submitted, withdrawn)
      .when(recorded('OfferMade', { ...ref, acceptingOfferEndDate: at.toISOString() }))
      .then(null);
  });

  it('follows the status through offer, payment and matching', () => {
    given(submitted)
      .when(recorded('OfferMade', ref, at))
      .then({ ...row, status: 'accepted', updated_at: at, status_since: at });
    given(submitted)
      .when(recorded('PaymentReceived', { ...ref, settlesFee: true, amountCents: 100 }, at))
      .then({ ...row, status: 'paid', wants_to_enroll: true, updated_at: at, status_since: at });
    given(submitted)
      .when(recorded('PodAssigned', ref, at))
      .then({ ...row, status: 'matched', updated_at: at, status_since: at });
  });

  it('stamps a waitlist decision, which an edit of the answers keeps', () => {
    const waitlisted = recorded('ApplicationDecided', { ...ref, status: 'waitlist' }, at);
    const later = new Date('2026-03-05T09:00:00.000Z');
    const edited = recorded('ApplicationUpdated', { ...ref, seniority: 'junior', form: {}, personal: {} }, later);
    given(submitted, waitlisted)
      .when(edited)
      .then({ ...row, status: 'waitlist', form: {}, personal: {}, status_since: at, updated_at: later });
  });

  it('ignores a payment that does not settle the fee', () =>
    given(submitted)
      .when(recorded('PaymentReceived', { ...ref, settlesFee: false, amountCents: 100 }, at))
      .then(row));
});
