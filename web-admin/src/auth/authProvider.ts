import type { AuthProvider } from 'react-admin';
import { type StaffUser, endStaffSession, staffToken, staffUser, startStaffSession } from './staffSession';

export const NOT_STAFF_MESSAGE =
  'This account is not a staff account. Staff sign in here; applicants use the applicant site.';

const authorization = (token: string) => ({ Authorization: `Token ${token}` });

/** The API's own words for a refused sign-in (docs/architecture.md §4.2 error format). */
const refusalOf = (body: unknown): string => {
  const errors = body as { detail?: string; non_field_errors?: { message: string }[] } | null;
  return errors?.non_field_errors?.[0]?.message ?? errors?.detail ?? 'Sign-in failed. Try again.';
};

/**
 * react-admin awaits each check; the session is read synchronously, and running the read inside
 * `then` keeps its failure (a broken stored user, say) a rejection, as an async method made it.
 */
const later = <T>(read: () => T): Promise<T> => Promise.resolve().then(read);

/** react-admin keeps the session when a check fails with `logoutUser: false`, and shows the message. */
const refusedKeepingSession = (message: string) => Object.assign(new Error(message), { logoutUser: false });

const isStaff = (user: { role: string | null }): user is StaffUser => user.role === 'admin' || user.role === 'reviewer';

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const signIn = await fetch('/api/users/sign-in/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body: unknown = await signIn.json().catch(() => null);
    if (!signIn.ok) throw new Error(refusalOf(body));
    const { token } = body as { token: string };
    const me = await fetch('/api/users/me/', { headers: { ...authorization(token), Accept: 'application/json' } });
    const user = (await me.json()) as StaffUser | { role: null };
    if (!isStaff(user)) {
      // The applicant's session is not kept: nothing here may use it.
      await fetch('/api/users/logout/', { headers: authorization(token) });
      throw new Error(NOT_STAFF_MESSAGE);
    }
    startStaffSession(token, user);
  },

  async logout() {
    const token = staffToken();
    endStaffSession();
    if (token) await fetch('/api/users/logout/', { headers: authorization(token) }).catch(() => undefined);
  },

  checkAuth: () =>
    later(() => {
      if (!staffToken()) throw new Error('Sign in to continue.');
    }),

  checkError: (error: { status?: number }) =>
    later(() => {
      if (error.status === 401) {
        endStaffSession();
        throw new Error('Your session has ended. Sign in again.');
      }
      // A reviewer asking for an admin action stays signed in and is told why it failed.
      if (error.status === 403) throw refusedKeepingSession('Your role does not allow this action.');
    }),

  getPermissions: () => later(() => staffUser()?.role ?? null),

  getIdentity: () =>
    later(() => {
      const user = staffUser();
      if (!user) throw new Error('Not signed in.');
      return { id: user.id, fullName: `${user.first_name} ${user.last_name}` };
    }),
};
