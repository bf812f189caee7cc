import { MESSAGES } from '@portal/contracts';
import { specFor } from '../shared/testing/given-when-then';
import {
  absenceDays,
  certificateAvailable,
  studentCertificateType,
  taCertificateType,
} from './certificate-eligibility';
import { certificateDecider, publishableCertificate, removableCertificate } from './certificate.decider';
import { thrownBy } from '../shared/testing/thrown-by';
import type { CertificateEvent } from './certificate.events';

const given = specFor(certificateDecider);
const now = new Date('2030-08-01T00:00:00Z');
const at = now.toISOString();
const ref = { certificateId: 'c-1', userId: 'u-1', courseId: 'course-1', applicationId: 'a-1' };
const issued = (
  certificateType: 'completed_the_course' | 'completed_the_course_and_project',
  issuedAt = at,
): CertificateEvent => ({
  type: 'CertificateIssued',
  data: { ...ref, podId: 'p-1', certificateType, issuedAt },
});
const settle = (earned: 'completed_the_course' | 'completed_the_course_and_project' | null) =>
  ({ type: 'SettleCertificate', ref, podId: 'p-1', earned, now }) as const;
const survey: CertificateEvent = { type: 'SurveyCompleted', data: { ...ref, completedAt: at } };

describe('a student’s certificate', () => {
  const record = { completedCourse: true, completedProject: false, absenceDays: 0, attendanceException: false };

  it('needs the TA’s completion mark and at most two absence-days (spec 2 §9)', () => {
    expect(studentCertificateType(record)).toBe('completed_the_course');
    expect(studentCertificateType({ ...record, absenceDays: 2 })).toBe('completed_the_course');
    expect(studentCertificateType({ ...record, absenceDays: 2.5 })).toBeNull();
    expect(studentCertificateType({ ...record, absenceDays: 2.5, attendanceException: true })).toBe(
      'completed_the_course',
    );
    expect(studentCertificateType({ ...record, completedCourse: false })).toBeNull();
    expect(studentCertificateType({ ...record, completedProject: true })).toBe('completed_the_course_and_project');
  });

  it('counts absence as the missing part of each day; a day nobody changed is a full day', () => {
    const days = ['d1', 'd2', 'd3', 'd4'];
    const recorded = new Map([
      ['d1', 0],
      ['d2', 0.5],
      ['d3', 0.9],
    ]);
    expect(absenceDays(days, (day) => recorded.get(day))).toBeCloseTo(1.6);
    // Twenty days at 0.9 sum to 2.0000000000000004 in floating point: still two absence-days.
    const twenty = Array.from({ length: 20 }, (_, i) => `d${i}`);
    expect(absenceDays(twenty, () => 0.9)).toBeGreaterThan(2);
    expect(studentCertificateType({ ...record, absenceDays: absenceDays(twenty, () => 0.9) })).toBe(
      'completed_the_course',
    );
  });

  it('is issued, upgraded, withdrawn and issued again on one stream, keeping its first date', () => {
    given([])
      .when(settle('completed_the_course'))
      .then([issued('completed_the_course')]);
    given([issued('completed_the_course')])
      .when(settle('completed_the_course'))
      .then([]);
    given([issued('completed_the_course')])
      .when(settle('completed_the_course_and_project'))
      .then([issued('completed_the_course_and_project')]);
    given([issued('completed_the_course')])
      .when(settle(null))
      .then([{ type: 'CertificateWithdrawn', data: { ...ref, withdrawnAt: at } }]);
    given([]).when(settle(null)).then([]);
    const state = [
      issued('completed_the_course', '2030-01-01T00:00:00.000Z'),
      issued('completed_the_course_and_project'),
    ].reduce(certificateDecider.evolve, certificateDecider.initialState());
    expect(state.issuedAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('is published to ORCID by its owner once the survey rule allows it', () => {
    const publish = (ownerUserId: string) =>
      ({ type: 'RecordOrcidPublication', ownerUserId, putCode: '1001', now }) as const;
    given([issued('completed_the_course')])
      .when(publish('u-1'))
      .thenThrows('certificate_not_available');
    given([issued('completed_the_course'), survey])
      .when(publish('someone-else'))
      .thenThrows('not_found');
    given([issued('completed_the_course'), survey])
      .when(publish('u-1'))
      .then([{ type: 'CertificatePublishedToOrcid', data: { ...ref, putCode: '1001', publishedAt: at } }]);
    const published: CertificateEvent = {
      type: 'CertificatePublishedToOrcid',
      data: { ...ref, putCode: '1001', publishedAt: at },
    };
    given([issued('completed_the_course'), survey, published])
      .when(publish('u-1'))
      .then([]);
    given([issued('completed_the_course'), survey, published])
      .when({ type: 'RecordOrcidRemoval', ownerUserId: 'u-1', now })
      .then([{ type: 'CertificateRemovedFromOrcid', data: { ...ref, putCode: '1001', removedAt: at } }]);
  });

  describe('before ORCID is called', () => {
    const stateAfter = (events: CertificateEvent[]) =>
      events.reduce(certificateDecider.evolve, certificateDecider.initialState());
    const published: CertificateEvent = {
      type: 'CertificatePublishedToOrcid',
      data: { ...ref, putCode: '1001', publishedAt: at },
    };
    const withdrawn: CertificateEvent = { type: 'CertificateWithdrawn', data: { ...ref, withdrawnAt: at } };

    it('may be published by its owner once issued and available, with its type and first issue', () => {
      expect(publishableCertificate(stateAfter([issued('completed_the_course'), survey]), 'u-1')).toEqual({
        ...ref,
        certificateType: 'completed_the_course',
        issuedAt: at,
      });
    });

    it.each([
      ['none', [], 'u-1'],
      ["someone else's", [issued('completed_the_course'), survey], 'u-2'],
      ['a withdrawn one', [issued('completed_the_course'), survey, withdrawn], 'u-1'],
    ] as Array<[string, CertificateEvent[], string]>)('answers 404 for %s', (_case, events, owner) => {
      expect(thrownBy(() => publishableCertificate(stateAfter(events), owner))).toMatchObject({
        code: 'not_found',
        message: 'Not found.',
      });
    });

    it('is refused until the survey rule lets its owner see it', () => {
      expect(thrownBy(() => publishableCertificate(stateAfter([issued('completed_the_course')]), 'u-1'))).toMatchObject(
        { code: 'certificate_not_available' },
      );
    });

    it('may be removed by its owner only under the put code it was published with', () => {
      const state = stateAfter([issued('completed_the_course'), survey, published]);
      expect(removableCertificate(state, 'u-1', '1001')).toEqual(ref);
      expect(thrownBy(() => removableCertificate(state, 'u-1', '1002'))).toMatchObject({ code: 'not_found' });
      expect(thrownBy(() => removableCertificate(state, 'u-2', '1001'))).toMatchObject({ code: 'not_found' });
    });
  });

  it('takes an attendance exception only with a reason', () => {
    given([]).when({ type: 'GrantAttendanceException', ref, reason: '  ', now }).thenThrows('required', 'reason');
    given([])
      .when({ type: 'GrantAttendanceException', ref, reason: 'Hospital stay.', now })
      .then([{ type: 'AttendanceExceptionGranted', data: { ...ref, reason: 'Hospital stay.', grantedAt: at } }]);
  });

  it('records every reissue staff ask for, issued or not, so each runs the jobs again', () => {
    const requested: CertificateEvent = { type: 'CertificateReissueRequested', data: { ...ref, requestedAt: at } };
    given([]).when({ type: 'RequestReissue', ref, onPod: true, now }).then([requested]);
    given([issued('completed_the_course'), requested])
      .when({ type: 'RequestReissue', ref, onPod: true, now })
      .then([requested]);
  });

  it('refuses a reissue for a student on no pod: there is nothing to settle it from', () =>
    given([]).when({ type: 'RequestReissue', ref, onPod: false, now }).thenThrows('not_in_pod'));
});

describe('the survey rule (spec 1 §5)', () => {
  it('shows certificates created after 2024-01-01 only once the survey is done', () => {
    expect(certificateAvailable('2023-12-31T23:00:00.000Z', false)).toBe(true);
    expect(certificateAvailable('2024-01-02T00:00:00.000Z', false)).toBe(false);
    expect(certificateAvailable('2024-01-02T00:00:00.000Z', true)).toBe(true);
    expect(MESSAGES.completeSurveyFirst).toBe(
      'Please complete your end of course survey and wait up to 48hrs to recieve your certificate.',
    );
  });
});

describe('a TA’s certificate', () => {
  it('follows the role: lead, project or regular', () => {
    expect(taCertificateType(true, 'regular_TA')).toBe('lead_ta_certificate');
    expect(taCertificateType(false, 'project_TA')).toBe('project_ta_certificate');
    expect(taCertificateType(false, 'regular_TA')).toBe('ta_certificate');
    expect(taCertificateType(false, null)).toBe('ta_certificate');
  });
});
