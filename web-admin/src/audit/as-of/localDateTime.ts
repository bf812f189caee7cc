// <input type="datetime-local"> speaks the browser's local time without a zone; the API speaks UTC ISO.
const pad = (n: number) => String(n).padStart(2, '0');

export const toLocalInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
};

export const fromLocalInput = (local: string): string | null => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
