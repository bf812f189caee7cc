import type { ApplicationEvent } from '@portal/domain';
import type { RecordedEvent } from '@portal/event-store';
import { applicationsProjection } from '../applications/applications.projection';
import type { BatchFold, Row } from './batch-fold';

/** applications/applications.projection.ts as a fold: the same statements, one row at a time in memory. */
export const applicationsFold: BatchFold = {
  projection: applicationsProjection.name,
  eventTypes: [
    'ApplicationSubmitted',
    'ApplicationUpdated',
    'ApplicationWithdrawn',
    'EnrollmentWishSet',
    'ApplicationStatusChanged',
    'OfferMade',
    'ApplicationDecided',
    'OfferExpired',
    'OfferDeclined',
    'FeeWaived',
    'PaymentReceived',
    'TaAgreementSigned',
    'PodAssigned',
    'MentorAssigned',
    'DroppedOut',
  ],
  table: 'applications',
  key: 'id',
  columns: {
    id: 'text',
    user_id: 'text',
    course_id: 'text',
    role: 'text',
    season: 'int',
    status: 'text',
    wants_to_enroll: 'boolean',
    seniority: 'text',
    form: 'jsonb',
    personal: 'jsonb',
    submitted_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  keyOf: (event) => (event.data as { applicationId: string }).applicationId,

  fold(row: Row | null, recorded: RecordedEvent): Row | null {
    const event = recorded as RecordedEvent & ApplicationEvent;
    const set = (changes: Row) => row && { ...row, ...changes, updated_at: recorded.recordedAt };
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const d = event.data;
        return (
          row ?? {
            id: d.applicationId,
            user_id: d.userId,
            course_id: d.courseId,
            role: d.role,
            season: d.season,
            status: 'applied',
            wants_to_enroll: false,
            seniority: d.seniority,
            form: d.form,
            personal: d.personal ?? {},
            submitted_at: d.submittedAt,
            updated_at: d.submittedAt,
          }
        );
      }
      case 'ApplicationUpdated':
        return set({ seniority: event.data.seniority, form: event.data.form, personal: event.data.personal ?? {} });
      case 'ApplicationWithdrawn':
        return null;
      case 'EnrollmentWishSet':
        return set({ wants_to_enroll: true });
      case 'ApplicationStatusChanged':
      case 'ApplicationDecided':
        return set({ status: event.data.status });
      case 'OfferMade':
        return set({ status: 'accepted' });
      case 'OfferExpired':
      case 'OfferDeclined':
        return set({ status: 'declined' });
      case 'FeeWaived':
        return set({ status: 'waived_fee', wants_to_enroll: true });
      case 'PaymentReceived':
        return event.data.settlesFee ? set({ status: 'paid', wants_to_enroll: true }) : row;
      case 'TaAgreementSigned':
        return set({ wants_to_enroll: true });
      case 'PodAssigned':
      case 'MentorAssigned':
        return set({ status: 'matched' });
      case 'DroppedOut':
        return set({ status: 'dropped_out' });
      default:
        return row;
    }
  },
};
