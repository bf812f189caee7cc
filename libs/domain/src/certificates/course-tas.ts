import type { PodState } from '../pods/pod.decider';

/** A TA of the course with the pod their certificate names. */
export interface CourseTa {
  applicationId: string;
  userId: string;
  podId: string;
}

/**
 * Everyone who is a TA on one of the course's pods (regular, project or lead), once each: a lead or
 * project TA serves several pods, and the certificate names the first in the order lead, project,
 * regular, then the pods' order. Closed pods (state none) have no one.
 */
export function courseTasOf(pods: ReadonlyArray<PodState>): CourseTa[] {
  const byApplication = new Map<string, CourseTa>();
  for (const role of ['leadTa', 'projectTa', 'ta'] as const)
    for (const state of pods) {
      if (state.status !== 'formed') continue;
      const member = state.pod[role];
      if (member && !byApplication.has(member.applicationId))
        byApplication.set(member.applicationId, { ...member, podId: state.pod.podId });
    }
  return [...byApplication.values()];
}
