import type { ApplicationStatistics } from '@portal/contracts';

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Every day from the first to the last (days with no application count zero, so the time axis is even). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** One stacked series per course and role over the days. */
export function perDaySeries(rows: ApplicationStatistics['per_day']) {
  const days = rows.length ? daysBetween(rows[0].day, rows[rows.length - 1].day) : [];
  const labels = [...new Set(rows.map(({ course, role }) => `${course} · ${role}`))].sort();
  const series = labels.map((label) => {
    const counts = new Map(
      rows.filter((row) => `${row.course} · ${row.role}` === label).map((row) => [row.day, row.count]),
    );
    return { label, data: days.map((day) => counts.get(day) ?? 0) };
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
