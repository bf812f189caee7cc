import { useEffect, useState } from 'react';
import type { ApplicationRole, StaffApplicationRow } from '@portal/contracts';
import { useGetList } from 'react-admin';
import { staffRead } from '../../staffQuery';
import type { AsOfKind } from '@portal/contracts';

export type FoundRecord = { kind: AsOfKind; id: string; label: string };

const DEBOUNCE_MS = 250;
const ROLE: Record<ApplicationRole, string> = { student: 'student', ta: 'TA', mentor: 'mentor' };

/** `text` once it has stayed the same for `ms` (a timer, not a read: the read follows the settled text). */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** Each application found, then each of their applicants once. */
function recordsOf(rows: StaffApplicationRow[]): FoundRecord[] {
  const people = new Map<string, FoundRecord>();
  const applications = rows.map((row) => {
    const who = `${row.applicant_name} <${row.email}>`;
    people.set(row.applicant, { kind: 'user', id: row.applicant, label: `${who}: the person` });
    return {
      kind: 'application' as const,
      id: row.id,
      label: `${who}: ${row.course_name}, ${ROLE[row.role]}`,
    };
  });
  return [...applications, ...people.values()];
}

/**
 * Applications whose applicant's name or email, or whose course, matches `text` (the staff list's own
 * search), and each of their applicants once: the records an as-of view can be asked about.
 */
export function useRecordSearch(text: string): { options: FoundRecord[]; loading: boolean } {
  const query = text.trim();
  const settled = useSettled(query, DEBOUNCE_MS);
  const { data, error, isPending } = useGetList<StaffApplicationRow>(
    'applications',
    {
      filter: { q: settled },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'application_date', order: 'DESC' },
    },
    { enabled: settled.length >= 2, ...staffRead },
  );
  if (query.length < 2) return { options: [], loading: false };
  // Typing on, or the settled text not answered yet: the options shown would be for other text.
  if (settled !== query || isPending) return { options: [], loading: true };
  return { options: error ? [] : recordsOf(data), loading: false };
}
