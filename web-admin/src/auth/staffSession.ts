// The staff token lives under its own key: the applicant app shares this origin and keeps its
// own token in `portal.token`, and one must never stand in for the other.
const TOKEN_KEY = 'portal.staff.token';
const STAFF_KEY = 'portal.staff.user';

export type StaffRole = 'admin' | 'reviewer';
export type StaffUser = { id: string; first_name: string; last_name: string; role: StaffRole };

export const staffToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const staffUser = (): StaffUser | null => {
  const stored = localStorage.getItem(STAFF_KEY);
  return stored ? (JSON.parse(stored) as StaffUser) : null;
};

export const startStaffSession = (token: string, user: StaffUser) => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(STAFF_KEY, JSON.stringify(user));
};

export const endStaffSession = () => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(STAFF_KEY);
};
