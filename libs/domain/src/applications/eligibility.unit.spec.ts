import type { EligibilityStatus } from '@portal/contracts';
import type { IndexedApplication } from './applicant-index';
import { type EligibilityFacts, eligibilityOf, logisticsLocked } from './eligibility';
import { COURSE, at } from './testing/course';

const filled = { filled: true, updatedAt: at('02-10') };
const base: EligibilityFacts = { course: COURSE, role: 'student', now: at('03-01'), profile: filled, applications: [] };
const app = (overrides: Partial<IndexedApplication>): IndexedApplication => ({
  courseId: 'c2',
  role: 'student',
  season: 2026,
  offerAccepted: false,
  ...overrides,
});

const cases: Array<[string, Partial<EligibilityFacts>, EligibilityStatus]> = [
  ['everything in order', {}, 'can_be_sent'],
  ['the role’s window closed', { now: at('03-15') }, 'deadline_ended'],
  ['the TA window closed while the student one is open', { role: 'ta', now: at('03-12') }, 'deadline_ended'],
  [
    'the window closed and the profile is empty too (deadline wins)',
    { now: at('03-16'), profile: { filled: false, updatedAt: null } },
    'deadline_ended',
  ],
  [
    'the enrollment deadline passed while the window is open',
    { course: { ...COURSE, enrollment_end_date: '2026-02-20T00:00:00.000Z' } },
    'enrolled_deadline_ended',
  ],
  ['a profile record missing', { profile: { filled: false, updatedAt: null } }, 'profile_not_filled'],
  [
    'the profile last changed before the course requires',
    { course: { ...COURSE, profile_update_required_after: '2026-02-15T00:00:00.000Z' } },
    'profile_not_updated',
  ],
  [
    'the profile changed after the course requires',
    { course: { ...COURSE, profile_update_required_after: '2026-02-01T00:00:00.000Z' } },
    'can_be_sent',
  ],
  [
    'an application to this course in this role',
    { applications: [app({ courseId: 'c1' })] },
    'application_already_sended',
  ],
  [
    'an application to this course in another role',
    { applications: [app({ courseId: 'c1', role: 'ta' })] },
    'can_be_sent',
  ],
  [
    'an accepted offer in the same season',
    { applications: [app({ offerAccepted: true })] },
    'accepted_other_application',
  ],
  [
    'an accepted offer in another season',
    { applications: [app({ offerAccepted: true, season: 2025 })] },
    'can_be_sent',
  ],
  [
    'already applied here and accepted elsewhere (already sent wins)',
    { applications: [app({ courseId: 'c1' }), app({ offerAccepted: true })] },
    'application_already_sended',
  ],
];

describe('eligibility per course and role', () => {
  it.each(cases)('%s', (_, overrides, expected) => expect(eligibilityOf({ ...base, ...overrides })).toBe(expected));
});

describe('the logistics lock', () => {
  it('is off without applications', () => expect(logisticsLocked([], at('12-01'))).toBe(false));
  it('is off while one application’s deadline is ahead', () =>
    expect(
      logisticsLocked(
        [
          { role: 'ta', course: COURSE },
          { role: 'student', course: COURSE },
        ],
        at('03-12'),
      ),
    ).toBe(false));
  it('is on once every application’s deadline has passed', () =>
    expect(
      logisticsLocked(
        [
          { role: 'ta', course: COURSE },
          { role: 'student', course: COURSE },
        ],
        at('03-15'),
      ),
    ).toBe(true));
});
