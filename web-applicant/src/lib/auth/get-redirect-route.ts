import { api } from '../api-client';

type RedirectResponse = { results: Array<{ route: string }> };

/** Where an email's short link (`?uid=`) leads once its reader is signed in. */
export const getRedirectRoute = async (uid: string): Promise<string> => {
  const { results } = await api.get<RedirectResponse>(`/redirect/get/${encodeURIComponent(uid)}/`);
  const route = results[0]?.route;
  if (!route) throw new Error(`The link ${uid} leads nowhere.`);
  return route;
};
