import { staffRequest } from '../audit/staffRequest';

// GET /api/admin/personal-data/{id} as the API answers it.
export type Person = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string | null;
  registered_at: string;
  erased_at: string | null;
};

const base = '/api/admin/personal-data';

export const findPerson = (email: string) => staffRequest<Person[]>(`${base}?email=${encodeURIComponent(email)}`);
export const readPerson = (id: string) => staffRequest<Person>(`${base}/${encodeURIComponent(id)}`);
export const erasePerson = (id: string) =>
  staffRequest<Person>(`${base}/${encodeURIComponent(id)}/erase`, { method: 'POST' });
export const exportPerson = (id: string) => staffRequest<unknown>(`${base}/${encodeURIComponent(id)}/export`);

/** Hands the export to the browser as a file named after the person's id. */
export function download(id: string, content: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
