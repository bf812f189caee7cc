import type {
  AttendanceExceptionGranted,
  AttendanceRecorded,
  CertificateIssued,
  CertificateReissueRequested,
  CompletionMarked,
} from '@portal/domain';
import type { JobRequest, RecordedEvent } from '@portal/event-store';
import { RENDER_CERTIFICATE_JOB, type RenderCertificatePayload } from './render-certificate.job';
import { SETTLE_CERTIFICATE_JOB, type SettleCertificatePayload } from './settle-certificate.job';

type SettlingEvent = CompletionMarked | AttendanceRecorded | AttendanceExceptionGranted | CertificateReissueRequested;
const SETTLING = new Set<string>([
  'CompletionMarked',
  'AttendanceRecorded',
  'AttendanceExceptionGranted',
  'CertificateReissueRequested',
]);
/** Rendering follows an issue, and a staff reissue (the PDF is made again if what it says changed). */
const RENDERING = new Set<string>(['CertificateIssued', 'CertificateReissueRequested']);

/** A completion mark, an attendance change, an exception or a reissue settles the certificate; an issue renders it. */
export function certificateJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.flatMap((event): JobRequest[] => {
    const jobs: JobRequest[] = [];
    if (SETTLING.has(event.type)) {
      const payload: SettleCertificatePayload = {
        applicationId: (event as RecordedEvent & SettlingEvent).data.applicationId,
      };
      jobs.push({ jobId: `settle-certificate:${event.eventId}`, type: SETTLE_CERTIFICATE_JOB, payload });
    }
    if (RENDERING.has(event.type)) {
      const payload: RenderCertificatePayload = {
        certificateId: (event as RecordedEvent & (CertificateIssued | CertificateReissueRequested)).data.certificateId,
      };
      jobs.push({ jobId: `render-certificate:${event.eventId}`, type: RENDER_CERTIFICATE_JOB, payload });
    }
    return jobs;
  });
}
