import type { ApplicationRole, ApplicationStatistics } from '@portal/contracts';

const ROLE_NAMES: Record<ApplicationRole, string> = {
  student: 'Students',
  ta: 'Teaching assistants',
  mentor: 'Mentors',
};
const SENIORITY_NAMES: Record<ApplicationStatistics['by_seniority'][number]['seniority'], string> = {
  junior: 'Junior',
  intermediate: 'Intermediate',
  senior: 'Senior',
  undefined: 'Not assessed',
  unknown: 'Not given',
};
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A day as people read it on an axis ("15 Dec"), and in full in sentences and tables ("15 Dec 2026"). */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
export const fullDayLabel = (day: string) => FULL_DAY.format(new Date(`${day}T00:00:00Z`));
export const roleName = (role: ApplicationRole) => ROLE_NAMES[role];
export const seniorityName = (seniority: keyof typeof SENIORITY_NAMES) => SENIORITY_NAMES[seniority];
/** The breakdowns' "unknown" key: an applicant who did not say. */
export const countryName = (country: string) => (country === 'unknown' ? 'Not given' : country);

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Every day from the first to the last (days with no application count zero, so the time axis is even). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * One stacked series per role over the days, summed over the courses: three at most, so the legend
 * always fits and names each colour (a series per course and role had more than a legend could hold).
 * The table behind the chart keeps the course.
 */
export function perDaySeries(rows: ApplicationStatistics['per_day']) {
  const days = rows.length ? daysBetween(rows[0].day, rows[rows.length - 1].day) : [];
  const roles = (['student', 'ta', 'mentor'] as const).filter((role) => rows.some((row) => row.role === role));
  const series = roles.map((role) => {
    const counts = new Map<string, number>();
    for (const row of rows) if (row.role === role) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
    return { label: roleName(role), data: days.map((day) => counts.get(day) ?? 0) };
  });
  return { days, series, total: rows.reduce((sum, row) => sum + row.count, 0) };
}

/** Money collected so far on each day a payment came in, one line per currency. */
export function cumulativeMoney(rows: ApplicationStatistics['money_per_day']) {
  const days = [...new Set(rows.map(({ day }) => day))].sort();
  const currencies = [...new Set(rows.map(({ currency }) => currency))].sort();
  const series = currencies.map((currency) => {
    let total = 0;
    const byDay = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.day, Number(row.amount)]));
    return { label: currency, data: days.map((day) => (total += byDay.get(day) ?? 0)) };
  });
  return { days, series };
}
