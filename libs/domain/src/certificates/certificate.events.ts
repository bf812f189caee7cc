import type { CertificateType } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';

export interface CertificateRef {
  certificateId: string;
  userId: string;
  courseId: string;
  applicationId: string;
}

/** Issued, or issued again with another type (a project completion marked later). */
export type CertificateIssued = DomainEvent<
  'CertificateIssued',
  CertificateRef & { podId: string | null; certificateType: CertificateType; issuedAt: string }
>;
/** No longer earned (a completion mark taken back, absences corrected): the certificate is not shown. */
export type CertificateWithdrawn = DomainEvent<'CertificateWithdrawn', CertificateRef & { withdrawnAt: string }>;
/** The end-of-course survey is in (staff's import or mark); it may come before the certificate does. */
export type SurveyCompleted = DomainEvent<'SurveyCompleted', CertificateRef & { completedAt: string }>;
/** Staff let a student qualify despite the absences, with their reason. */
export type AttendanceExceptionGranted = DomainEvent<
  'AttendanceExceptionGranted',
  CertificateRef & { reason: string; grantedAt: string }
>;
/** Staff asked for the certificate to be worked out and rendered again (the settle and render jobs re-run). */
export type CertificateReissueRequested = DomainEvent<
  'CertificateReissueRequested',
  CertificateRef & { requestedAt: string }
>;
/** `putCode` is the education record's id in the person's ORCID record. */
export type CertificatePublishedToOrcid = DomainEvent<
  'CertificatePublishedToOrcid',
  CertificateRef & { putCode: string; publishedAt: string }
>;
export type CertificateRemovedFromOrcid = DomainEvent<
  'CertificateRemovedFromOrcid',
  CertificateRef & { putCode: string; removedAt: string }
>;

export type CertificateEvent =
  | CertificateIssued
  | CertificateWithdrawn
  | SurveyCompleted
  | AttendanceExceptionGranted
  | CertificateReissueRequested
  | CertificatePublishedToOrcid
  | CertificateRemovedFromOrcid;

export const certificateStreamId = (certificateId: string): string => `certificate-${certificateId}`;
