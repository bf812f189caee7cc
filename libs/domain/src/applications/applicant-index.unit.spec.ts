import { specFor } from '../shared/testing/given-when-then';
import { type ApplicantIndexEvent, applicantIndexDecider } from './applicant-index';
import type { EligibilityFacts } from './eligibility';
import { seasonIdForNumber } from '@portal/contracts';
import { COURSE, SUMMER_2026, at as day } from './testing/course';

const given = specFor(applicantIndexDecider);
const now = new Date('2026-03-01T00:00:00Z');
const at = now.toISOString();
const registered = (
  applicationId: string,
  courseId: string,
  role: 'student' | 'ta' | 'mentor' = 'student',
  seasonId = SUMMER_2026,
): ApplicantIndexEvent => ({
  type: 'ApplicantApplicationRegistered',
  data: { userId: 'u1', applicationId, courseId, role, season: 2026, seasonId, registeredAt: at },
});
/** A registration from before seasons were records: the season number only. */
const registeredByNumber = (applicationId: string, courseId: string, season: number): ApplicantIndexEvent => ({
  type: 'ApplicantApplicationRegistered',
  data: { userId: 'u1', applicationId, courseId, role: 'student', season, registeredAt: at },
});
const OTHER_SEASON = '5ea5a000-0000-4000-8000-000000000002';
const filled = { filled: true, updatedAt: day('02-10') };
const register = (
  applicationId: string,
  courseId: string,
  role: 'student' | 'ta' | 'mentor' = 'student',
  profile: EligibilityFacts['profile'] = filled,
) => ({
  type: 'RegisterApplication' as const,
  userId: 'u1',
  applicationId,
  course: { ...COURSE, id: courseId },
  role,
  profile,
  now,
});
const accepted = (applicationId: string): ApplicantIndexEvent => ({
  type: 'ApplicantOfferAccepted',
  data: { userId: 'u1', applicationId, acceptedAt: at },
});
const released = (applicationId: string): ApplicantIndexEvent => ({
  type: 'ApplicantApplicationReleased',
  data: { userId: 'u1', applicationId, releasedAt: at },
});

describe('the applicant’s index', () => {
  it('registers a first application', () =>
    given([])
      .when(register('a1', 'c1'))
      .then([registered('a1', 'c1')]));
  it('takes another role on the same course', () =>
    given([registered('a1', 'c1')])
      .when(register('a2', 'c1', 'ta'))
      .then([registered('a2', 'c1', 'ta')]));
  it('refuses a second application to one course in one role', () =>
    given([registered('a1', 'c1')])
      .when(register('a2', 'c1'))
      .thenThrows('application_already_sended'));
  it('refuses a fourth application in a season, as a refusal with the spec’s message', () =>
    given([registered('a1', 'c1'), registered('a2', 'c2'), registered('a3', 'c3')])
      .when(register('a4', 'c4'))
      .thenThrows('limit_reached'));
  it('counts each season apart, even two of one year', () =>
    given([
      registered('a1', 'c1', 'student', OTHER_SEASON),
      registered('a2', 'c2', 'student', OTHER_SEASON),
      registered('a3', 'c3', 'student', OTHER_SEASON),
    ])
      .when(register('a4', 'c4'))
      .then([registered('a4', 'c4')]));
  it('counts the courses of one season together, whatever their number says', () =>
    given([registered('a1', 'c1'), registered('a2', 'c2'), registered('a3', 'c3')])
      .when({ ...register('a4', 'c4'), course: { ...COURSE, id: 'c4', season: 2027 } })
      .thenThrows('limit_reached'));
  it('reads a registration from before seasons as in the season made for its number', () =>
    given([
      registeredByNumber('a1', 'c1', 2025),
      registeredByNumber('a2', 'c2', 2025),
      registeredByNumber('a3', 'c3', 2025),
    ])
      .when({
        ...register('a4', 'c4'),
        course: { ...COURSE, id: 'c4', season: 2025, season_id: seasonIdForNumber(2025) },
      })
      .thenThrows('limit_reached'));
  it('lets an accepted offer of another season of the same year be', () =>
    given([registered('a1', 'c1', 'student', OTHER_SEASON), accepted('a1')])
      .when(register('a2', 'c2'))
      .then([registered('a2', 'c2')]));
  it('frees the place of a withdrawn application', () =>
    given([registered('a1', 'c1'), registered('a2', 'c2'), registered('a3', 'c3'), released('a3')])
      .when(register('a4', 'c3'))
      .then([registered('a4', 'c3')]));
  it('refuses an applicant whose profile is not filled, before counting the season', () =>
    given([registered('a1', 'c1'), registered('a2', 'c2'), registered('a3', 'c3')])
      .when(register('a4', 'c4', 'student', { filled: false, updatedAt: null }))
      .thenThrows('profile_not_filled'));
  it('refuses once the role’s window has closed', () =>
    given([])
      .when({ ...register('a1', 'c1', 'ta'), now: day('03-12') })
      .thenThrows('deadline_ended'));
  it('refuses a profile last saved before the course requires', () =>
    given([])
      .when({
        ...register('a1', 'c1'),
        course: { ...COURSE, profile_update_required_after: day('02-15').toISOString() },
      })
      .thenThrows('profile_not_updated'));
  it('refuses any new application once an offer of the season is accepted', () =>
    given([registered('a1', 'c1'), accepted('a1')])
      .when(register('a2', 'c2'))
      .thenThrows('accepted_other_application'));
  it('records an accepted offer once', () =>
    given([registered('a1', 'c1'), accepted('a1')])
      .when({ type: 'RecordOfferAcceptance', userId: 'u1', applicationId: 'a1', now })
      .then([]));
  it('refuses a second accepted offer in the season', () =>
    given([registered('a1', 'c1'), registered('a2', 'c2'), accepted('a1')])
      .when({ type: 'RecordOfferAcceptance', userId: 'u1', applicationId: 'a2', now })
      .thenThrows('accepted_other_application'));
  it('releases only what it holds', () =>
    given([]).when({ type: 'ReleaseApplication', userId: 'u1', applicationId: 'a1', now }).then([]));
});
