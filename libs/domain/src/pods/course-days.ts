const DAY_MS = 86_400_000;

/**
 * The attendance columns: every weekday (Monday to Friday) from the course's start to its end, both
 * included, as `YYYY-MM-DD` in UTC (spec 2 §9: 'The attendance columns are the weekdays between course
 * start and end').
 */
export function courseWeekdays(startDate: string, endDate: string): string[] {
  const first = Date.UTC(...ymd(startDate));
  const last = Date.UTC(...ymd(endDate));
  const days: string[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function ymd(iso: string): [number, number, number] {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}
