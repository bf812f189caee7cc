import { type CertificateType, MESSAGES } from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import { certificateAvailable } from './certificate-eligibility';
import type { CertificateEvent, CertificateRef } from './certificate.events';

export interface CertificateState {
  ref: CertificateRef | null;
  status: 'none' | 'issued' | 'withdrawn';
  certificateType: CertificateType | null;
  /** When it was first issued: the survey rule and the 'Date' column go by it. */
  issuedAt: string | null;
  surveyCompleted: boolean;
  attendanceException: boolean;
  orcidPutCode: string | null;
}

export type CertificateCommand =
  | { type: 'SettleCertificate'; ref: CertificateRef; podId: string | null; earned: CertificateType | null; now: Date }
  | { type: 'MarkSurveyCompleted'; ref: CertificateRef; now: Date }
  | { type: 'GrantAttendanceException'; ref: CertificateRef; reason: string; now: Date }
  /** `onPod`: whether the student is a student member of a pod (from the pods' streams). */
  | { type: 'RequestReissue'; ref: CertificateRef; onPod: boolean; now: Date }
  | { type: 'RecordOrcidPublication'; ownerUserId: string; putCode: string; now: Date }
  | { type: 'RecordOrcidRemoval'; ownerUserId: string; now: Date };

const initialState = (): CertificateState => ({
  ref: null,
  status: 'none',
  certificateType: null,
  issuedAt: null,
  surveyCompleted: false,
  attendanceException: false,
  orcidPutCode: null,
});

/**
 * What its owner may publish to ORCID: only the owner's, only an issued certificate the survey rule
 * lets them see. Checked before ORCID is called and again when the publication is recorded.
 */
export function publishableCertificate(
  state: CertificateState,
  ownerUserId: string,
): CertificateRef & { certificateType: CertificateType; issuedAt: string } {
  const { ref, certificateType, issuedAt } = state;
  if (!ref || ref.userId !== ownerUserId || state.status !== 'issued' || !issuedAt || !certificateType)
    throw new NotFoundError('Not found.');
  if (!certificateAvailable(issuedAt, state.surveyCompleted))
    throw new RefusedError('certificate_not_available', MESSAGES.completeSurveyFirst);
  return { ...ref, certificateType, issuedAt };
}

/** What its owner may remove from ORCID: their certificate published under `putCode`. */
export function removableCertificate(state: CertificateState, ownerUserId: string, putCode: string): CertificateRef {
  if (!state.ref || state.ref.userId !== ownerUserId || state.orcidPutCode !== putCode)
    throw new NotFoundError('Not found.');
  return state.ref;
}

export const certificateDecider: Decider<CertificateCommand, CertificateEvent, CertificateState> = {
  eventTypes: {
    CertificateIssued: true,
    CertificateWithdrawn: true,
    SurveyCompleted: true,
    AttendanceExceptionGranted: true,
    CertificateReissueRequested: true,
    CertificatePublishedToOrcid: true,
    CertificateRemovedFromOrcid: true,
  },
  initialState,

  evolve(state, event) {
    const ref = state.ref ?? {
      certificateId: event.data.certificateId,
      userId: event.data.userId,
      courseId: event.data.courseId,
      applicationId: event.data.applicationId,
    };
    switch (event.type) {
      case 'CertificateIssued':
        return {
          ...state,
          ref,
          status: 'issued',
          certificateType: event.data.certificateType,
          issuedAt: state.issuedAt ?? event.data.issuedAt,
        };
      case 'CertificateWithdrawn':
        return { ...state, ref, status: 'withdrawn' };
      case 'SurveyCompleted':
        return { ...state, ref, surveyCompleted: true };
      case 'AttendanceExceptionGranted':
        return { ...state, ref, attendanceException: true };
      case 'CertificateReissueRequested':
        return { ...state, ref };
      case 'CertificatePublishedToOrcid':
        return { ...state, ref, orcidPutCode: event.data.putCode };
      case 'CertificateRemovedFromOrcid':
        return { ...state, ref, orcidPutCode: null };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'SettleCertificate': {
        const { ref, podId, earned } = command;
        if (earned === null)
          return state.status === 'issued' ? [{ type: 'CertificateWithdrawn', data: { ...ref, withdrawnAt: at } }] : [];
        if (state.status === 'issued' && state.certificateType === earned) return [];
        return [{ type: 'CertificateIssued', data: { ...ref, podId, certificateType: earned, issuedAt: at } }];
      }
      case 'MarkSurveyCompleted':
        return state.surveyCompleted ? [] : [{ type: 'SurveyCompleted', data: { ...command.ref, completedAt: at } }];
      case 'GrantAttendanceException': {
        const reason = command.reason.trim();
        if (!reason) throw new DomainError('required', MESSAGES.requiredField, 'reason');
        if (state.attendanceException) return [];
        return [{ type: 'AttendanceExceptionGranted', data: { ...command.ref, reason, grantedAt: at } }];
      }
      case 'RequestReissue':
        // Only a student on a pod has attendance and marks to settle a certificate from.
        if (!command.onPod) throw new RefusedError('not_in_pod', 'This student is not on a pod yet.');
        // Always recorded: each request is a staff action in the log and a fresh pair of jobs.
        return [{ type: 'CertificateReissueRequested', data: { ...command.ref, requestedAt: at } }];
      case 'RecordOrcidPublication': {
        const {
          certificateType: _type,
          issuedAt: _issued,
          ...ref
        } = publishableCertificate(state, command.ownerUserId);
        if (state.orcidPutCode === command.putCode) return [];
        if (state.orcidPutCode) throw new RefusedError('already_published', MESSAGES.alreadyPublishedToOrcid);
        return [{ type: 'CertificatePublishedToOrcid', data: { ...ref, putCode: command.putCode, publishedAt: at } }];
      }
      case 'RecordOrcidRemoval': {
        if (!state.ref || state.ref.userId !== command.ownerUserId) throw new NotFoundError('Not found.');
        if (!state.orcidPutCode) return [];
        const data = { ...state.ref, putCode: state.orcidPutCode, removedAt: at };
        return [{ type: 'CertificateRemovedFromOrcid', data }];
      }
      default:
        return assertNever(command);
    }
  },
};
