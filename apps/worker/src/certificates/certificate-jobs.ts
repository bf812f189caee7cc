import type {
  AttendanceExceptionGranted,
  AttendanceRecorded,
  CertificateIssued,
  CompletionMarked,
} from '@portal/domain';
import type { JobRequest, RecordedEvent } from '@portal/event-store';
import { RENDER_CERTIFICATE_JOB, type RenderCertificatePayload } from './render-certificate.job';
import { SETTLE_CERTIFICATE_JOB, type SettleCertificatePayload } from './settle-certificate.job';

type SettlingEvent = CompletionMarked | AttendanceRecorded | AttendanceExceptionGranted;
const SETTLING = new Set<string>(['CompletionMarked', 'AttendanceRecorded', 'AttendanceExceptionGranted']);

/** A completion mark, an attendance change or an exception settles the certificate; an issue renders it. */
export function certificateJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.flatMap((event): JobRequest[] => {
    if (SETTLING.has(event.type)) {
      const payload: SettleCertificatePayload = {
        applicationId: (event as RecordedEvent & SettlingEvent).data.applicationId,
      };
      return [{ jobId: `settle-certificate:${event.eventId}`, type: SETTLE_CERTIFICATE_JOB, payload }];
    }
    if (event.type === 'CertificateIssued') {
      const payload: RenderCertificatePayload = {
        certificateId: (event as RecordedEvent & CertificateIssued).data.certificateId,
      };
      return [{ jobId: `render-certificate:${event.eventId}`, type: RENDER_CERTIFICATE_JOB, payload }];
    }
    return [];
  });
}
