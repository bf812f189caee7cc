// The session token lives in localStorage (spec §7), so a reload or a new tab stays signed in.
const TOKEN_KEY = 'portal.token';

export const authToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};
