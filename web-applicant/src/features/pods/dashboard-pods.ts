import type { ApplicationView } from '@portal/contracts';

const idList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/**
 * The pod ids the course dashboard's application carries (`pod`, `project_pods`, `lead_pods`; see
 * the API's dashboard view): a student's pod from its release date, a regular TA's at once.
 */
export const dashboardPods = (application: ApplicationView) => ({
  pod: typeof application.pod === 'string' ? application.pod : null,
  projectPods: [...new Set([...idList(application.project_pods), ...idList(application.lead_pods)])],
});
