import type { RecordedEvent } from '@portal/event-store';
import { type HistoryAudience, historyEntries } from './application-history';

const APPLICANT = '5b0c2a94-6f1e-4d7a-9a55-1f0f3d1c2e7a';
const ADMIN = '0d7f4c3e-2b8a-4f61-b1c9-6e2a9d8f7c10';
const POD = '9e8d7c6b-5a49-4838-a726-150f4e3d2c1b';

const questions = [
  {
    id: 7,
    category: 'general' as const,
    question_text: 'How comfortable are you with Python?',
    answer_choices: [
      { id: 1, rating: 1, answer_text: 'Not yet' },
      { id: 2, rating: 3, answer_text: 'Very' },
    ],
  },
];
const form = (overrides: Record<string, unknown> = {}) => ({
  form: {
    prior_NMA_experience: ['have_not_participated'],
    contact_for_future: true,
    data_set: 'allen-brain-observatory',
    answers: [{ question: 7, answer_choice: 1 }],
    ...overrides,
  },
  personal: { residing_country_during_course: 'Brazil', about_educational_background: 'I study the retina.' },
});

let position = 0;
const event = (type: string, data: Record<string, unknown>, actor = APPLICANT): RecordedEvent => {
  position += 1;
  return {
    globalPosition: position,
    transactionId: '1',
    streamId: 'application-a1',
    streamPosition: position,
    eventId: `event-${String(position)}`,
    type,
    schemaVersion: 1,
    data: { applicationId: 'a1', userId: APPLICANT, ...data },
    metadata: { correlation_id: 'c', causation_id: null, actor },
    recordedAt: new Date(Date.UTC(2026, 11, 1, 9, position)),
  };
};

const season = () => [
  event('ApplicationSubmitted', { role: 'student', courseId: 'c1', season: 2026, ...form() }),
  event('ApplicationUpdated', form({ answers: [{ question: 7, answer_choice: 2 }], contact_for_future: false })),
  event('ApplicationUpdated', form({ answers: [{ question: 7, answer_choice: 2 }], contact_for_future: false })),
  event('OfferMade', { offerId: 'o1', acceptingOfferEndDate: '2026-12-15T23:59:00.000Z' }, ADMIN),
  event('HardshipAnswered', { hardship: true, explanation: 'My grant ended.' }),
  event('PodAssigned', { courseId: 'c1', podRole: 'student', podIds: [POD], taFor: null }, 'system'),
  event('SomethingRetired', { detail: 'x' }, 'system'),
];

const entriesFor = (audience: HistoryAudience) =>
  historyEntries(season(), audience, {
    role: 'student',
    questions,
    dataSetNames: new Map([['allen-brain-observatory', 'Allen Brain Observatory']]),
    nameOf: (id) => (id === ADMIN ? 'Ada Admin' : 'someone'),
    actorName: (id) =>
      ({ [ADMIN]: 'Ada Admin', system: 'the system' })[id] ??
      (audience.anonymised ? 'the applicant' : 'Zoe Applicant (the applicant)'),
    applicantId: APPLICANT,
  });

describe("an application's history in words", () => {
  const admin = entriesFor({ anonymised: false, seesFinances: true });

  it('says what happened in sentences with readable dates and no ids', () => {
    expect(admin.map((entry) => entry.sentence)).toEqual([
      'Submitted a student application',
      'Changed the application',
      'Saved the application, no answer changed',
      'Made an offer, open until 15 Dec 2026',
      'Answered whether the fee is a hardship',
      'Placed in 1 pod as a student',
      'Something retired',
    ]);
    expect(admin.map((entry) => [entry.position, entry.actor_name])).toEqual([
      [1, 'Zoe Applicant (the applicant)'],
      [2, 'Zoe Applicant (the applicant)'],
      [3, 'Zoe Applicant (the applicant)'],
      [4, 'Ada Admin'],
      [5, 'Zoe Applicant (the applicant)'],
      [6, 'the system'],
      [7, 'the system'],
    ]);
    expect(admin.map((entry) => entry.sentence).join(' ')).not.toMatch(/[0-9a-f]{8}-|_/);
  });

  it("lists a submission's answers under the form's labels and an edit's changes only", () => {
    expect(admin[0].fields).toEqual([
      { label: 'May be contacted about future programmes', value: 'Yes' },
      { label: 'Taken part before', value: 'I have not taken part before' },
      { label: 'Country during the course', value: 'Brazil' },
      { label: 'Motivation and educational background', value: 'I study the retina.' },
      { label: 'How comfortable are you with Python?', value: 'Not yet' },
      { label: 'First project preference', value: 'Allen Brain Observatory' },
    ]);
    expect(admin[1].fields).toEqual([
      { label: 'May be contacted about future programmes', value: 'No' },
      { label: 'How comfortable are you with Python?', value: 'Very' },
    ]);
    expect(admin[2].fields).toEqual([]);
    expect(admin[4].fields).toEqual([
      { label: 'Financial hardship', value: 'Yes' },
      { label: 'Hardship explanation', value: 'My grant ended.' },
    ]);
  });

  it('leaves the financial texts out for a reviewer', () => {
    const reviewer = entriesFor({ anonymised: false, seesFinances: false });
    expect(reviewer[4].fields).toEqual([{ label: 'Financial hardship', value: 'Yes' }]);
  });

  it("gives anonymised review neither the applicant's id nor an identifying answer", () => {
    const anonymised = entriesFor({ anonymised: true, seesFinances: false });
    const text = JSON.stringify(anonymised);
    for (const secret of [APPLICANT, POD, 'Brazil', 'Zoe', 'My grant ended.'])
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(anonymised[0]).toMatchObject({ actor: 'applicant', actor_name: 'the applicant' });
    expect(anonymised[0].fields.map((field) => field.label)).not.toContain('Country during the course');
    expect(anonymised[5].sentence).toBe('Placed in pods as a student');
  });
});
