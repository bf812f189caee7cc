import { APPLICATION_ROLES, type ApplicationRole } from '@portal/contracts';

/** The API's path segment of a role: `/courses/student-applications/`. */
export const apiKindOf = (role: ApplicationRole) => `${role}-applications`;

/** The role a route's `{role}_application` segment names, or null for anything else. */
export const roleOfRouteType = (type: string | undefined): ApplicationRole | null =>
  APPLICATION_ROLES.find((role) => `${role}_application` === type) ?? null;

export const ROLE_NAMES: Record<ApplicationRole, string> = {
  student: 'Student',
  ta: 'Teaching assistant',
  mentor: 'Mentor',
};
