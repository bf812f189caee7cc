import {
  type CertificateEvent,
  type PodEvent,
  absenceDays,
  certificateDecider,
  certificateStreamId,
  derivedId,
  podDecider,
  podStreamId,
  studentCertificateType,
} from '@portal/domain';
import type { AppendRequest } from '@portal/event-store';
import { studentPodOf } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';

export const SETTLE_CERTIFICATE_JOB = 'settle-certificate';

/** A student's certificate is worked out again: their completion mark, attendance or exception changed. */
export interface SettleCertificatePayload {
  applicationId: string;
}

/** One certificate per application: the same id however often it is issued, withdrawn or issued again. */
export const certificateIdOf = (applicationId: string): string => derivedId('certificate', applicationId);

/**
 * Reads the student's pod and certificate streams and settles what the certificate should be now
 * (docs/architecture.md §5: the TA's completion mark and at most two absence-days, or staff's exception). The
 * result is appended at the certificate stream's version read, so two runs racing issue it once.
 */
export const settleCertificateJob: JobHandler<SettleCertificatePayload> = {
  type: SETTLE_CERTIFICATE_JOB,

  async run({ applicationId }, context) {
    const podId = await studentPodOf(context.db, applicationId);
    if (!podId) return [];
    const podHistory = (await context.store.readStream(podStreamId(podId))) as unknown as PodEvent[];
    const pod = podHistory.reduce(podDecider.evolve, podDecider.initialState());
    if (pod.status !== 'formed') return [];
    const student = pod.pod.students.find((member) => member.applicationId === applicationId);
    if (!student) return [];

    const certificateId = certificateIdOf(applicationId);
    const streamId = certificateStreamId(certificateId);
    const history = (await context.store.readStream(streamId)) as unknown as CertificateEvent[];
    const certificate = history.reduce(certificateDecider.evolve, certificateDecider.initialState());

    const days = new Map(
      Object.values(pod.attendance)
        .filter((entry) => entry.applicationId === applicationId)
        .map((entry) => [entry.day, entry.percentage]),
    );
    const completion = pod.completion[applicationId] ?? { completedCourse: false, completedProject: false };
    const earned = studentCertificateType({
      ...completion,
      absenceDays: absenceDays(pod.pod.days, (day) => days.get(day)),
      attendanceException: certificate.attendanceException,
    });
    const ref = { certificateId, userId: student.userId, courseId: pod.pod.courseId, applicationId };
    const events = certificateDecider.decide(
      { type: 'SettleCertificate', ref, podId: pod.pod.podId, earned, now: new Date() },
      certificate,
    );
    if (events.length === 0) return [];
    const expectedVersion = history.length === 0 ? 'no_stream' : history.length;
    return [{ streamId, streamType: 'certificate', expectedVersion, events } satisfies AppendRequest];
  },
};
