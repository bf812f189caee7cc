import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AsOfKind } from '../auditPaths';

export type FoundRecord = { kind: AsOfKind; id: string; label: string };

const DEBOUNCE_MS = 250;
const ROLE: Record<string, string> = { student: 'student', ta: 'TA', mentor: 'mentor' };

/**
 * Applications whose applicant's name or email, or whose course, matches `text` (the staff list's own
 * search), and each of their applicants once: the records an as-of view can be asked about.
 */
export function useRecordSearch(text: string): { options: FoundRecord[]; loading: boolean } {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<{ text: string; options: FoundRecord[] } | null>(null);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .getList('applications', {
          filter: { q: query },
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'application_date', order: 'DESC' },
        })
        .then(({ data }) => {
          if (!current) return;
          const people = new Map<string, FoundRecord>();
          const applications = data.map((row) => {
            const who = `${row.applicant_name} <${row.email}>`;
            people.set(row.applicant, { kind: 'user', id: row.applicant, label: `${who}: the person` });
            return {
              kind: 'application' as const,
              id: String(row.id),
              label: `${who}: ${row.course_name}, ${ROLE[row.role] ?? row.role}`,
            };
          });
          setFound({ text: query, options: [...applications, ...people.values()] });
        })
        .catch(() => current && setFound({ text: query, options: [] }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, query]);
  if (query.length < 2) return { options: [], loading: false };
  return found?.text === query ? { options: found.options, loading: false } : { options: [], loading: true };
}
