import { MESSAGES, attendanceFractionSchema } from '@portal/contracts';

/**
 * What the TA typed, read as a day's attendance (spec 2 §5: from 0 to 1, 0.5 being half a day):
 * nothing, a value to save, or an entry refused with the message to show beside the cell.
 */
export type AttendanceEntry =
  { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'refused'; message: string };

/**
 * Reads a typed value with the API's own rule. Out of [0, 1], or not a number, it is refused rather
 * than clamped as the spec has it: a typo (7 for 0.7) must not replace a saved value with a guess
 * (docs/decisions.md, issue 57). A blank entry is `empty`: nothing is saved and the saved value returns.
 */
export function readAttendanceEntry(text: string): AttendanceEntry {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'empty' };
  // Unreadable text is NaN, which the schema refuses with the same sentence.
  const parsed = attendanceFractionSchema.safeParse(Number(trimmed));
  if (parsed.success) return { kind: 'value', value: parsed.data };
  return { kind: 'refused', message: parsed.error.issues[0]?.message ?? MESSAGES.attendanceBetweenOneAndZero };
}

/** Days missed: the sum of (1 − percentage) over the course days (docs/architecture.md §5). */
export const absenceDays = (attendance: readonly { percentage: number }[]): number =>
  Math.round(attendance.reduce((sum, record) => sum + (1 - record.percentage), 0) * 100) / 100;

/** Students with at most this many absence-days still qualify for a certificate (spec 2 §9). */
export const MAX_ABSENCE_DAYS = 2;
