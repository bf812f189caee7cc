import type { ApplicationRole, ApplicationStatus, Seniority } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';
import type { DroppedOut } from './drop-out';
import type { EnrollmentEvent } from '../enrollment/enrollment.events';

/**
 * An application's answers, split by sensitivity: `personal` holds the free texts and the residing
 * country (encrypted under the applicant's key, see personal-data-policies.ts); `form` the rest.
 */
export interface StoredForm {
  form: Record<string, unknown>;
  personal: Record<string, unknown>;
}

export type ApplicationSubmitted = DomainEvent<
  'ApplicationSubmitted',
  {
    applicationId: string;
    userId: string;
    courseId: string;
    role: ApplicationRole;
    season: number;
    /** Absent on submissions from before seasons were records: the season made for the number. */
    seasonId?: string;
    seniority: Seniority | null;
    submittedAt: string;
  } & StoredForm
>;

/** The whole form as it now stands (an edit replaces the answers, it does not patch them). */
export type ApplicationUpdated = DomainEvent<
  'ApplicationUpdated',
  { applicationId: string; userId: string; seniority: Seniority | null; updatedAt: string } & StoredForm
>;

export type ApplicationWithdrawn = DomainEvent<
  'ApplicationWithdrawn',
  { applicationId: string; userId: string; withdrawnAt: string }
>;

/** The applicant accepted the offer (`PATCH .../wants-to-enroll/`). */
export type EnrollmentWishSet = DomainEvent<
  'EnrollmentWishSet',
  { applicationId: string; userId: string; setAt: string }
>;

/** A staff decision; `actor` in the metadata says who. */
export type ApplicationStatusChanged = DomainEvent<
  'ApplicationStatusChanged',
  { applicationId: string; userId: string; status: ApplicationStatus; changedAt: string }
>;

export type ApplicationEvent =
  | ApplicationSubmitted
  | ApplicationUpdated
  | ApplicationWithdrawn
  | EnrollmentWishSet
  | ApplicationStatusChanged
  | DroppedOut
  | EnrollmentEvent;

export const applicationStreamId = (applicationId: string): string => `application-${applicationId}`;
