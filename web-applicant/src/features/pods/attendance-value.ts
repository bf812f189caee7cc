/** What the TA typed, read as a day's attendance (spec 2 §5: from 0 to 1, 0.5 being half a day). */
export type AttendanceEntry = { kind: 'empty' } | { kind: 'value'; value: number; clamped: boolean };

/**
 * Reads a typed value: above 1 becomes 1 and below 0 becomes 0, with `clamped` set so the page can
 * say 'Please choose a value between 1 and 0'. A blank or unreadable entry is `empty` (nothing saved).
 */
export function readAttendanceEntry(text: string): AttendanceEntry {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'empty' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: 'empty' };
  if (value > 1) return { kind: 'value', value: 1, clamped: true };
  if (value < 0) return { kind: 'value', value: 0, clamped: true };
  return { kind: 'value', value, clamped: false };
}

/** Days missed: the sum of (1 − percentage) over the course days (docs/architecture.md §5). */
export const absenceDays = (attendance: readonly { percentage: number }[]): number =>
  Math.round(attendance.reduce((sum, record) => sum + (1 - record.percentage), 0) * 100) / 100;

/** Students with at most this many absence-days still qualify for a certificate (spec 2 §9). */
export const MAX_ABSENCE_DAYS = 2;
