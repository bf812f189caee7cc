import type { ApplicationRole } from '@portal/contracts';

/**
 * The scratch read model a what-if replay folds one course's log into, in memory: never a live read
 * model's table. Only ids, dates, statuses and review scores: a what-if never needs personal data.
 */
export interface ScratchReview {
  criteria: Array<{ key: string; weight: number; score: number }>;
}

export interface ScratchApplication {
  id: string;
  userId: string;
  role: ApplicationRole;
  submittedAt: string;
  /** The status the log leaves it in. */
  status: string;
  /** It had an offer (students and TAs) or was approved (mentors) at some point. */
  offered: boolean;
  /** The latest review of each reviewer (a reviewer reviewing again replaces their review). */
  reviews: Map<string, ScratchReview>;
}

export interface WhatIfScratch {
  courseId: string;
  applications: Map<string, ScratchApplication>;
}

/** An event as the replay reads it: its type and the data fields it needs. */
export interface ScratchEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The event types the scratch model folds. */
export const WHAT_IF_EVENT_TYPES = [
  'ApplicationSubmitted',
  'ApplicationWithdrawn',
  'ApplicationStatusChanged',
  'ApplicationDecided',
  'OfferMade',
  'OfferDeclined',
  'OfferExpired',
  'ReviewRecorded',
] as const;

export const emptyScratch = (courseId: string): WhatIfScratch => ({ courseId, applications: new Map() });

const STATUS_OF: Record<string, string> = {
  ApplicationWithdrawn: 'withdrawn',
  OfferMade: 'accepted',
  OfferDeclined: 'declined',
  OfferExpired: 'declined',
};

/** Folds one event into the scratch model (in place: a replay of 10,000 applications copies nothing). */
export function foldScratch(scratch: WhatIfScratch, event: ScratchEvent): void {
  const data = event.data;
  if (event.type === 'ApplicationSubmitted') {
    if (data.courseId !== scratch.courseId) return;
    const id = String(data.applicationId);
    scratch.applications.set(id, {
      id,
      userId: String(data.userId),
      role: data.role as ApplicationRole,
      submittedAt: String(data.submittedAt),
      status: 'applied',
      offered: false,
      reviews: new Map(),
    });
    return;
  }
  const application = scratch.applications.get(String(data.applicationId));
  if (!application) return;
  switch (event.type) {
    case 'ReviewRecorded':
      application.reviews.set(String(data.reviewerId), {
        criteria: (data.criteria as ScratchReview['criteria']).map(({ key, weight, score }) => ({
          key,
          weight,
          score,
        })),
      });
      return;
    case 'ApplicationStatusChanged':
    case 'ApplicationDecided':
      application.status = String(data.status);
      if (application.status === 'accepted' || (application.role === 'mentor' && application.status === 'approved'))
        application.offered = true;
      return;
    default:
      if (event.type in STATUS_OF) application.status = STATUS_OF[event.type];
      if (event.type === 'OfferMade') application.offered = true;
  }
}
