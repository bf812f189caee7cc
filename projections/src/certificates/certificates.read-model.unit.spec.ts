import { foldSpec, recorded } from '../__tests__/fold-spec';
import { type CertificateRecord, certificatesReadModel } from './certificates.read-model';

const { given } = foldSpec(certificatesReadModel);
const ref = { certificateId: 'cert-1', userId: 'user-1', courseId: 'course-1', applicationId: 'app-1' };
const blank: CertificateRecord = {
  id: 'cert-1',
  user_id: 'user-1',
  course_id: 'course-1',
  application_id: 'app-1',
  pod_id: null,
  certificate_type: null,
  issued: false,
  issued_at: null,
  completed_survey: false,
  orcid_put_code: null,
};
const issued = (certificateType: string, issuedAt: string) =>
  recorded('CertificateIssued', { ...ref, podId: 'pod-1', certificateType, issuedAt });

describe('the certificates read model', () => {
  it('has a row, not issued, from the first event of the stream (a survey may come first)', () =>
    given()
      .when(recorded('SurveyCompleted', { ...ref, completedAt: '2026-05-01T00:00:00Z' }))
      .then({
        ...blank,
        completed_survey: true,
      }));

  it('keeps the first issue date when issued again with another type', () =>
    given(issued('student', '2026-06-01T00:00:00.000Z'))
      .when(issued('project_student', '2026-06-10T00:00:00.000Z'))
      .then({
        ...blank,
        issued: true,
        pod_id: 'pod-1',
        certificate_type: 'project_student',
        issued_at: new Date('2026-06-01T00:00:00.000Z'),
      }));

  it('keeps a withdrawn certificate, marked', () =>
    given(issued('student', '2026-06-01T00:00:00.000Z'))
      .when(recorded('CertificateWithdrawn', { ...ref, withdrawnAt: '2026-06-02T00:00:00Z' }))
      .then({
        ...blank,
        pod_id: 'pod-1',
        certificate_type: 'student',
        issued_at: new Date('2026-06-01T00:00:00.000Z'),
      }));

  it('follows the ORCID put-code', () => {
    const published = recorded('CertificatePublishedToOrcid', {
      ...ref,
      putCode: '42',
      publishedAt: '2026-06-03T00:00:00Z',
    });
    given()
      .when(published)
      .then({ ...blank, orcid_put_code: '42' });
    given(published)
      .when(recorded('CertificateRemovedFromOrcid', { ...ref, putCode: '42', removedAt: '2026-06-04T00:00:00Z' }))
      .then(blank);
  });
});
