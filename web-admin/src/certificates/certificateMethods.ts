import type { StaffHttpClient } from '../matching/matchingMethods';

export type SurveyOutcome = { id: string; ok: boolean; error?: { code: string; detail: string } };

export interface CertificateMethods {
  grantAttendanceException(applicationId: string, reason: string): Promise<unknown>;
  importSurveyRespondents(applicationIds: string[]): Promise<{ results: SurveyOutcome[] }>;
  reissueCertificate(applicationId: string): Promise<unknown>;
  issueTaCertificates(courseId: string): Promise<{ issued: number }>;
}

const post = <T>(http: StaffHttpClient, url: string, body: unknown) =>
  http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json as T);

/** Staff's certificate commands: exceptions with a reason, the survey import, reissue, TA certificates. */
export const certificateMethods = (http: StaffHttpClient): CertificateMethods => ({
  grantAttendanceException: (id, reason) =>
    post(http, `/api/admin/applications/${encodeURIComponent(id)}/attendance-exception/`, { reason }),
  importSurveyRespondents: (applications) => post(http, '/api/admin/certificates/survey/', { applications }),
  reissueCertificate: (id) => post(http, `/api/admin/certificates/${encodeURIComponent(id)}/reissue/`, {}),
  issueTaCertificates: (courseId) =>
    post(http, `/api/admin/courses/${encodeURIComponent(courseId)}/ta-certificates/`, {}),
});
