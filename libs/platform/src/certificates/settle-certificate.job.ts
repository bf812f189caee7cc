import type { CertificateType } from '@portal/contracts';
import {
  type PodState,
  absenceDays,
  certificateDecider,
  certificateStreamId,
  derivedId,
  podDecider,
  podStreamId,
  studentCertificateType,
} from '@portal/domain';
import { studentPodOf } from '@portal/projections';
import { type JobHandler, jobMetadata } from '../jobs/job-handler';

export const SETTLE_CERTIFICATE_JOB = 'settle-certificate';

/** A student's certificate is worked out again: their completion mark, attendance or exception changed. */
export interface SettleCertificatePayload {
  applicationId: string;
}

/** One certificate per application: the same id however often it is issued, withdrawn or issued again. */
export const certificateIdOf = (applicationId: string): string => derivedId('certificate', applicationId);

/**
 * Reads the student's pod and certificate streams and settles what the certificate should be now
 * (docs/architecture.md §5: the TA's completion mark and at most two absence-days, or staff's exception). It is
 * a command across the two streams, through the command path as the API's certificate commands are:
 * both read in one query, the settlement appended at the certificate's version read (two runs racing
 * issue it once: the second is decided again and finds it issued). So the job returns no events.
 */
export const settleCertificateJob: JobHandler<SettleCertificatePayload> = {
  type: SETTLE_CERTIFICATE_JOB,

  async run({ applicationId }, context) {
    const podId = await studentPodOf(context.db, applicationId);
    if (!podId) return [];
    const podStream = podStreamId(podId);
    const certificateId = certificateIdOf(applicationId);
    const certificateStream = certificateStreamId(certificateId);
    await context.commands.execute(jobMetadata(context.jobId), async (session) => {
      await session.preload([podStream, certificateStream]);
      const { state: pod } = await session.load(podStream, podDecider);
      if (pod.status !== 'formed') return;
      const student = pod.pod.students.find((member) => member.applicationId === applicationId);
      if (!student) return;
      const certificate = await session.load(certificateStream, certificateDecider);
      const earned = earnedBy(pod, applicationId, certificate.state.attendanceException);
      const ref = { certificateId, userId: student.userId, courseId: pod.pod.courseId, applicationId };
      session.decide(certificate, 'certificate', {
        type: 'SettleCertificate',
        ref,
        podId: pod.pod.podId,
        earned,
        now: new Date(),
      });
    });
    return [];
  },
};

/** The certificate a student of a formed pod has earned by their marks and attendance there, if any. */
function earnedBy(
  pod: Extract<PodState, { status: 'formed' }>,
  applicationId: string,
  attendanceException: boolean,
): CertificateType | null {
  const days = new Map(
    Object.values(pod.attendance)
      .filter((entry) => entry.applicationId === applicationId)
      .map((entry) => [entry.day, entry.percentage]),
  );
  const completion = pod.completion[applicationId] ?? { completedCourse: false, completedProject: false };
  return studentCertificateType({
    ...completion,
    absenceDays: absenceDays(pod.pod.days, (day) => days.get(day)),
    attendanceException,
  });
}
