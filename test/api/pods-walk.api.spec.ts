import { expect } from 'vitest';
import {
  type ApplicationView,
  type CertificateView,
  MESSAGES,
  type OrcidEducationRecordView,
  type PodAttendanceView,
  type PodView,
  type ValidationErrorBody,
  type socialProvidersViewSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type StandInServer, startStandInServer } from '../../apps/api/src/demo-providers/stand-in-server';
import type { TestApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, eventually, matchAndApply, podOf, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const CLIENT = { clientId: 'portal-test-client', clientSecret: 'portal-test-secret' };
const ORCID_SCOPE = '/authenticate /read-limited /activities/update';

/**
 * The whole life of a cohort after the offers: waivers, a matching proposal applied, the TA's
 * attendance and completion marks, the certificate job, the public certificate and its PDF, and the
 * certificate published to ORCID (a member-API server on loopback) and removed again.
 */
type SocialProviders = z.infer<typeof socialProvidersViewSchema>;
/** The part of ORCID's education record the test reads: the certificate id it was given. */
type OrcidEducation = { 'external-ids': { 'external-id': Array<{ 'external-id-value': string }> } };

describe.each(BACKENDS)('from offers to certificates on ORCID, served %s', (deployment) => {
  let orcid: StandInServer;
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let cohort: Cohort;

  beforeAll(async () => {
    orcid = await startStandInServer({ expectedClient: CLIENT });
    portal = await openPortal(deployment, {
      ORCID_CLIENT_ID: CLIENT.clientId,
      ORCID_CLIENT_SECRET: CLIENT.clientSecret,
      ORCID_URL: orcid.endpoints.ORCID_URL,
      ORCID_API_URL: orcid.endpoints.ORCID_API_URL,
    });
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
  }, 180_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(orcid)?.close();
  });

  const application = (person: TestApplicant) => cohort.applications.get(person) as string;

  it('matches, records, certifies and publishes', async () => {
    const [tess] = cohort.tas;
    const [ada] = cohort.students;
    const { proposed, applied } = await matchAndApply(api, admin, cohort.course);
    expect(proposed.pods).toHaveLength(2);
    expect(proposed.unmatched).toEqual([]);
    expect(proposed.objective.bound).toBeGreaterThanOrEqual(proposed.objective.value);
    expect(applied).toMatchObject({ status: 'formed', pod_ids: expect.any(Array) });
    expect(
      (await api.get<ApplicationView>(`/courses/student-applications/${application(ada)}/`, ada.token)).body.status,
    ).toBe('matched');

    // Tess's pod, with Ada in it (pods hold students of one slot; which two share a pod is the solver's).
    const podId = (await podOf(api, tess, 'ta', application(tess))) as string;
    let pod = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body;
    const mates = pod.students.map((student) => student.id);
    const [first, second] = cohort.students.filter((student) => mates.includes(student.userId));
    expect([first, second].every(Boolean)).toBe(true);
    expect(pod).toMatchObject({ viewer_role: 'ta', time_slot: 3, language: 'english', dataset: 'Vision' });
    expect(pod.ta_info).toEqual({ full_name: 'Tess Applicant', email: tess.email });
    expect(pod.students[0].attendance).toHaveLength(10);

    const meeting = {
      meeting_link: 'https://zoom.example/j/1',
      claim_host_key: '123456',
      login_email: 'pod@example.org',
      email_password: 's3cret',
      transcripts: true,
    };
    expect((await api.request('PUT', `/admin/pods/${podId}/meeting/`, { json: meeting, token: admin })).status).toBe(
      200,
    );
    pod = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body;
    expect(pod.zoom).toEqual(meeting);
    const asStudent = (await api.get<PodView>(`/pods/${podId}/`, first.token)).body;
    expect(asStudent.zoom).toEqual({ ...meeting, login_email: null, email_password: null });
    expect(asStudent.students.every((student) => student.email === null)).toBe(true);

    // Attendance: exactly two absence-days still qualify, two and a half do not (spec 2 §9).
    const records = (person: TestApplicant) =>
      defined(
        pod.students.find((student) => student.id === person.userId),
        `${person.email} in the pod`,
      ).attendance;
    const put = <T = PodAttendanceView>(record: { id: string }, percentage: number, projectPercentage = 1) =>
      api.request<T>('PUT', `/pods/attendance/${record.id}/`, {
        json: { percentage, project_percentage: projectPercentage },
        token: tess.token,
      });
    const outOfRange = await put<ValidationErrorBody>(records(first)[0], 1.5);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.percentage[0].message).toBe(MESSAGES.attendanceBetweenOneAndZero);
    expect((await put<ValidationErrorBody>(records(first)[0], -0.1)).body.percentage[0].message).toBe(
      MESSAGES.attendanceBetweenOneAndZero,
    );
    for (const record of records(first).slice(0, 2)) expect((await put(record, 0)).status).toBe(200);
    for (const record of records(second).slice(0, 2)) await put(record, 0);
    expect((await put(records(second)[2], 0.5, 0.25)).body).toMatchObject({
      percentage: 0.5,
      project_percentage: 0.25,
    });

    const complete = (person: TestApplicant, course: boolean, project: boolean) =>
      api.post(
        '/users/certificates/',
        {
          user: person.userId,
          pod: podId,
          course: cohort.course.id,
          completed_course: course,
          completed_project: project,
        },
        tess.token,
      );
    expect((await complete(first, true, true)).status).toBe(201);
    expect((await complete(second, true, false)).status).toBe(201);
    pod = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body;
    expect(pod.students.find((s) => s.id === first.userId)).toMatchObject({
      completed_course: true,
      completed_project: true,
    });

    // The job issues the certificate; the survey rule holds it back until staff mark the survey.
    const certificates = await eventually(async () => {
      const list = (await api.get<CertificateView[]>('/users/certificates/', first.token)).body;
      return list.length ? list : null;
    }, 'the certificate');
    expect(certificates).toEqual([
      expect.objectContaining({
        certificate_type: 'completed_the_course_and_project',
        completed_survey: false,
        available: false,
      }),
    ]);
    expect((await api.get('/users/certificates/', second.token)).body).toEqual([]);
    const certificateId = certificates[0].id;
    expect((await api.get(`/certificates/${certificateId}/`)).status).toBe(404);
    const survey = await api.post<{ results: unknown[] }>(
      '/admin/certificates/survey/',
      { applications: [application(first)] },
      admin,
    );
    expect(survey.body.results).toEqual([{ id: application(first), ok: true }]);

    const shown = await api.get(`/certificates/${certificateId}/`);
    expect(shown.body).toMatchObject({
      id: certificateId,
      full_name: defined(
        pod.students.find((student) => student.id === first.userId),
        'the first student in the pod',
      ).full_name,
      certificate_type: 'completed_the_course_and_project',
      course: cohort.course.name,
      course_hours: 60,
    });
    const pdf = await fetch(`${portal.baseUrl}/api/certificates/${certificateId}/pdf/`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // ORCID: connect, publish (twice: one record), remove.
    const orcidId = '0000-0002-9079-593X';
    const identity = {
      firstName: 'Ada',
      lastName: 'Applicant',
      email: first.email,
      emailVerified: true,
      orcid: orcidId,
    };
    const grant = { provider: 'orcid' as const, identity, scope: ORCID_SCOPE, clientId: CLIENT.clientId };
    const settings = (await api.get<SocialProviders>('/social/providers/')).body;
    const code = orcid.mintCode({ ...grant, redirectUri: settings.orcid.redirect_uri });
    expect((await api.post('/social/orcid/connect/', { code }, first.token)).status).toBe(200);
    const published = await api.post<OrcidEducationRecordView>(
      '/social/orcid/education/',
      { cert_id: certificateId },
      first.token,
    );
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ cert_id: certificateId, detail: MESSAGES.publishedToOrcid });
    const recordId = published.body.record_id;
    expect(
      (await api.post<OrcidEducationRecordView>('/social/orcid/education/', { cert_id: certificateId }, first.token))
        .body.record_id,
    ).toBe(recordId);
    expect((await api.get('/social/orcid/education/', first.token)).body).toEqual([
      { cert_id: certificateId, record_id: recordId },
    ]);
    const onOrcid = await fetch(`${orcid.endpoints.ORCID_API_URL}/${orcidId}/education/${recordId}`, {
      headers: { authorization: `Bearer ${orcid.mintAccessToken(grant)}` },
    });
    const education = (await onOrcid.json()) as OrcidEducation;
    expect(education['external-ids']['external-id'][0]['external-id-value']).toBe(certificateId);

    const removed = await api.request('DELETE', '/social/orcid/education/', {
      json: { record_id: recordId },
      token: first.token,
    });
    expect(removed.body).toEqual({ record_id: recordId, detail: MESSAGES.removedFromOrcid });
    expect((await api.get('/social/orcid/education/', first.token)).body).toEqual([]);
    const gone = await fetch(`${orcid.endpoints.ORCID_API_URL}/${orcidId}/education/${recordId}`, {
      headers: { authorization: `Bearer ${orcid.mintAccessToken(grant)}` },
    });
    expect(gone.status).toBe(404);
  }, 120_000);
});
