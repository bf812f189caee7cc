import type {
  AttendanceExceptionGranted,
  AttendanceRecorded,
  CertificateIssued,
  CertificateReissueRequested,
  CompletionMarked,
} from '@portal/domain';
import { type EventTypes, type JobRequest, type RecordedEvent, isOneOf } from '@portal/event-store';
import { RENDER_CERTIFICATE_JOB, type RenderCertificatePayload } from './render-certificate.job';
import { SETTLE_CERTIFICATE_JOB, type SettleCertificatePayload } from './settle-certificate.job';

const SETTLING: EventTypes<
  CompletionMarked | AttendanceRecorded | AttendanceExceptionGranted | CertificateReissueRequested
> = {
  CompletionMarked: true,
  AttendanceRecorded: true,
  AttendanceExceptionGranted: true,
  CertificateReissueRequested: true,
};
/** Rendering follows an issue, and a staff reissue (the PDF is made again if what it says changed). */
const RENDERING: EventTypes<CertificateIssued | CertificateReissueRequested> = {
  CertificateIssued: true,
  CertificateReissueRequested: true,
};

/** A completion mark, an attendance change, an exception or a reissue settles the certificate; an issue renders it. */
export function certificateJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.flatMap((event): JobRequest[] => {
    const jobs: JobRequest[] = [];
    if (isOneOf(SETTLING, event)) {
      const payload: SettleCertificatePayload = { applicationId: event.data.applicationId };
      jobs.push({ jobId: `settle-certificate:${event.eventId}`, type: SETTLE_CERTIFICATE_JOB, payload });
    }
    if (isOneOf(RENDERING, event)) {
      const payload: RenderCertificatePayload = { certificateId: event.data.certificateId };
      jobs.push({ jobId: `render-certificate:${event.eventId}`, type: RENDER_CERTIFICATE_JOB, payload });
    }
    return jobs;
  });
}
