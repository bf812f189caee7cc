import { knownEntry } from '../shared/known-entry';

/** A staff member who reviews, with how many applications they already have and where they work. */
export interface ReviewerLoad {
  reviewerId: string;
  institution: string | null;
  assigned: number;
}

export interface ApplicationToAssign {
  applicationId: string;
  institution: string | null;
  /** Reviewers it already has: never assigned twice. */
  reviewerIds: string[];
}

const sameInstitution = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Balanced assignment: each application gets reviewers until it has `perApplication`, each time
 * the least loaded reviewer (ties by id, so the result is reproducible) who is not from the
 * applicant's institution and not already on it. An application nobody may review keeps fewer.
 */
export function balanceReviewers(
  applications: ReadonlyArray<ApplicationToAssign>,
  reviewers: ReadonlyArray<ReviewerLoad>,
  perApplication: number,
): Map<string, string[]> {
  const load = new Map(reviewers.map((reviewer) => [reviewer.reviewerId, reviewer.assigned]));
  const added = new Map<string, string[]>();
  for (const application of applications) {
    const chosen: string[] = [];
    while (application.reviewerIds.length + chosen.length < perApplication) {
      const candidates = reviewers
        .filter((reviewer) => !sameInstitution(reviewer.institution, application.institution))
        .filter((reviewer) => ![...application.reviewerIds, ...chosen].includes(reviewer.reviewerId))
        .sort(
          (a, b) =>
            knownEntry(load, a.reviewerId) - knownEntry(load, b.reviewerId) || a.reviewerId.localeCompare(b.reviewerId),
        );
      if (candidates.length === 0) break;
      const next = candidates[0].reviewerId;
      chosen.push(next);
      load.set(next, knownEntry(load, next) + 1);
    }
    if (chosen.length > 0) added.set(application.applicationId, chosen);
  }
  return added;
}
