import fc from 'fast-check';
import { PREFERENCE_FIELDS } from '@portal/contracts';
import { type StreamKind, time, word, maybe, record, event, small } from './arbitrary-values';

export type { StreamKind } from './arbitrary-values';
export { MATCHING_STREAM, MENTOR_ROUND_STREAM, REMATCH_STREAM } from './round-stream-arbitraries';
export { USER_STREAM } from './user-stream-arbitraries';

/** Generated events for the profiles, courses, applications, certificates, review filters and cola. */
export const PROFILE_STREAM: StreamKind = {
  type: 'profile',
  streamId: (userId) => `profile-${userId}`,
  event: (userId) =>
    fc.oneof(
      event(
        'GeneralInfoSaved',
        fc.record({ userId: fc.constant(userId), generalInfoId: word, info: maybe(record), savedAt: time }),
      ),
      event(
        'DemographicSaved',
        fc.record({ userId: fc.constant(userId), demographicId: word, answers: maybe(record), savedAt: time }),
      ),
      event(
        'LogisticSaved',
        fc.record({ userId: fc.constant(userId), logisticId: word, logistic: record, savedAt: time }),
      ),
      event(
        'PreferredApplicationAdded',
        fc.record({
          userId: fc.constant(userId),
          slot: fc.integer({ min: 1, max: PREFERENCE_FIELDS.length }),
          label: word,
          addedAt: time,
        }),
      ),
      event(
        'PreferencesSet',
        fc.record({
          userId: fc.constant(userId),
          preferences: fc.array(maybe(word), {
            minLength: PREFERENCE_FIELDS.length,
            maxLength: PREFERENCE_FIELDS.length,
          }),
          setAt: time,
        }),
      ),
    ),
};

// Some courses name their season by id, others (from before seasons) by number only.
const seasonId = fc.constantFrom('5ea5a000-0000-4000-8000-000000000001', '5ea5a000-0000-4000-8000-000000000002');
const courseFields = fc.record(
  {
    name: word,
    is_active: fc.boolean(),
    season: fc.integer({ min: 2020, max: 2030 }),
    season_id: seasonId,
    description: word,
  },
  { requiredKeys: [] },
);

const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const SEASON_STREAM: StreamKind = {
  type: 'season',
  streamId: (id) => `season-${id}`,
  event: (id) =>
    fc.oneof(
      event(
        'SeasonCreated',
        fc.record({
          seasonId: fc.constant(id),
          fields: fc.record({ name: word, start_date: day, end_date: day }),
          fromNumber: maybe(fc.integer({ min: 2020, max: 2030 })),
          createdAt: time,
        }),
      ),
      event(
        'SeasonUpdated',
        fc.record({
          seasonId: fc.constant(id),
          changes: fc.record({ name: word, start_date: day, end_date: day }, { requiredKeys: [] }),
          updatedAt: time,
        }),
      ),
    ),
};

export const COURSE_STREAM: StreamKind = {
  type: 'course',
  streamId: (courseId) => `course-${courseId}`,
  event: (courseId) =>
    fc.oneof(
      event(
        'CourseCreated',
        fc.record({
          courseId: fc.constant(courseId),
          fields: fc.record(
            {
              name: word,
              is_active: fc.boolean(),
              season: fc.integer({ min: 2020, max: 2030 }),
              season_id: seasonId,
              questions: fc.constant([]),
            },
            { requiredKeys: ['name', 'is_active', 'season', 'questions'] },
          ),
          createdAt: time,
        }),
      ),
      event('CourseUpdated', fc.record({ courseId: fc.constant(courseId), changes: courseFields, updatedAt: time })),
    ),
};

export const APPLICATION_STREAM: StreamKind = {
  type: 'application',
  streamId: (applicationId) => `application-${applicationId}`,
  event: (applicationId, userId) => {
    const ref = { applicationId: fc.constant(applicationId), userId: fc.constant(userId) };
    const simple = (type: string, more: Record<string, fc.Arbitrary<unknown>> = {}) =>
      event(type, fc.record({ ...ref, ...more, at: time }));
    const status = fc.constantFrom('applied', 'accepted', 'rejected', 'waitlisted');
    const cents = fc.integer({ min: 1, max: 50_000 });
    // A few payment ids per application, so a payment can be recorded twice and a refund find it.
    const paymentId = fc.constantFrom(`${applicationId}-p0`, `${applicationId}-p1`);
    return fc.oneof(
      simple('ApplicationSubmitted', {
        courseId: word,
        role: fc.constantFrom('student', 'ta', 'mentor'),
        season: fc.integer({ min: 2020, max: 2030 }),
        seniority: maybe(fc.constantFrom('junior', 'senior')),
        form: record,
        personal: maybe(record),
        submittedAt: time,
      }),
      simple('ApplicationUpdated', {
        seniority: maybe(fc.constantFrom('junior', 'senior')),
        form: record,
        personal: maybe(record),
      }),
      simple('ApplicationWithdrawn'),
      simple('EnrollmentWishSet'),
      simple('ApplicationStatusChanged', { status }),
      simple('ApplicationDecided', { status }),
      simple('OfferMade', { acceptingOfferEndDate: time }),
      simple('OfferExpired'),
      simple('OfferDeclined'),
      simple('FeeWaived', { feeCents: cents, waivedAt: time }),
      simple('FeeWaiverRequested', { feeCents: cents, requestedAt: time }),
      simple('FeeWaiverRefused', { feeCents: cents, refusedAt: time }),
      simple('HardshipReductionRequested', { feeCents: cents, requestedAt: time }),
      simple('HardshipReductionApproved', { automatic: fc.boolean(), approvedAt: time }),
      simple('HardshipReductionRefused', { refusedAt: time }),
      simple('PaymentReceived', {
        paymentId,
        checkoutSessionId: word,
        amountCents: cents,
        currency: fc.constantFrom('usd', 'eur'),
        receiptUrl: maybe(word),
        paidAt: time,
        settlesFee: fc.boolean(),
      }),
      simple('PaymentRefundDue', {
        paymentId,
        amountCents: cents,
        currency: fc.constant('usd'),
        reason: fc.constantFrom('already_paid', 'withdrawn'),
      }),
      simple('TaAgreementSigned'),
      simple('TaRoleAssigned', {
        selectedAsLeadTa: fc.boolean(),
        taFor: maybe(fc.constantFrom('regular_TA', 'project_TA')),
      }),
      simple('FeeOptionsSet', { waiveFeeOption: fc.boolean(), payWhatYouCanOption: fc.boolean() }),
      simple('PodAssigned', {
        podRole: fc.constantFrom('student', 'ta', 'project_ta'),
        podIds: fc.array(word, { maxLength: 3 }),
        taFor: maybe(fc.constantFrom('regular_TA', 'project_TA')),
      }),
      simple('MentorAssigned'),
      simple('DroppedOut'),
      simple('RolesDocumentAccepted'),
      simple('SupplementalFormConfirmed'),
      simple('FundingAnswered', { funding: fc.constantFrom('self_funded', 'employer') }),
      simple('HardshipAnswered', { hardship: fc.boolean(), answeredAt: time }),
      simple('PayWhatYouCanChosen', { amountCents: cents }),
    );
  },
};

export const CERTIFICATE_STREAM: StreamKind = {
  type: 'certificate',
  streamId: (certificateId) => `certificate-${certificateId}`,
  event: (certificateId, userId) => {
    const ref = {
      certificateId: fc.constant(certificateId),
      userId: fc.constant(userId),
      courseId: fc.constant('course'),
      applicationId: fc.constant(`application-of-${certificateId}`),
    };
    const simple = (type: string, more: Record<string, fc.Arbitrary<unknown>> = {}) =>
      event(type, fc.record({ ...ref, ...more }));
    return fc.oneof(
      simple('CertificateIssued', {
        podId: maybe(word),
        certificateType: fc.constantFrom('student', 'project_student', 'ta'),
        issuedAt: time,
      }),
      simple('CertificateWithdrawn', { withdrawnAt: time }),
      simple('SurveyCompleted', { completedAt: time }),
      simple('AttendanceExceptionGranted', { reason: word, grantedAt: time }),
      simple('CertificateReissueRequested', { requestedAt: time }),
      simple('CertificatePublishedToOrcid', { putCode: word, publishedAt: time }),
      simple('CertificateRemovedFromOrcid', { putCode: word, removedAt: time }),
    );
  },
};

/** One reviewer's stream holds all their filters: several keys on one stream. */
export const REVIEW_FILTERS_STREAM: StreamKind = {
  type: 'review-filters',
  streamId: (reviewerId) => `review-filters-${reviewerId}`,
  event: (reviewerId) => {
    const filterId = fc.constantFrom(`${reviewerId}-f0`, `${reviewerId}-f1`, `${reviewerId}-f2`);
    return fc.oneof(
      event(
        'ReviewFilterSaved',
        fc.record({ reviewerId: fc.constant(reviewerId), filterId, name: word, filter: record, savedAt: time }),
      ),
      event('ReviewFilterDeleted', fc.record({ reviewerId: fc.constant(reviewerId), filterId, deletedAt: time })),
    );
  },
};

export const COLA_STREAM: StreamKind = {
  type: 'cola',
  streamId: (countryCode) => `cola-${countryCode}`,
  event: (countryCode) =>
    event(
      'ColaSet',
      fc.record({
        countryCode: fc.constant(countryCode),
        cola: fc.integer({ min: 50, max: 300 }).map((n) => n / 100),
        setAt: time,
      }),
    ),
};

/** Checkout sessions named by the words `PaymentReceived` draws its `checkoutSessionId` from, so the two meet. */
export const CHECKOUT_SESSION_STREAM: StreamKind = {
  type: 'checkout-session',
  streamId: (sessionId) => `checkout-session-${sessionId}`,
  event: (sessionId, userId) =>
    event(
      'CheckoutSessionCreated',
      fc.record({
        sessionId: fc.constant(sessionId),
        applicationId: word,
        userId: fc.constant(userId),
        amountCents: small,
        currency: fc.constant('usd'),
        payWhatYouCan: fc.boolean(),
        createdAt: time,
      }),
    ),
};

export const API_TOKEN_STREAM: StreamKind = {
  type: 'api-token',
  streamId: (tokenId) => `api-token-${tokenId}`,
  event: (tokenId) =>
    fc.oneof(
      event(
        'ApiTokenCreated',
        fc.record({
          tokenId: fc.constant(tokenId),
          name: word,
          scopes: fc.subarray(['feed:read', 'applications:read', 'applications:decide'], { minLength: 1 }),
          tokenHash: word,
          expiresAt: time,
          createdAt: time,
        }),
      ),
      event('ApiTokenRevoked', fc.record({ tokenId: fc.constant(tokenId), revokedAt: time })),
    ),
};
