// Made on first use: building it loads ICU's locale data, tens of milliseconds that every process
// paid at start whether or not it ever sent an email.
let utcDateTime: Intl.DateTimeFormat | undefined;

export function formatUtc(iso: string): string {
  utcDateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${utcDateTime.format(new Date(iso))} UTC`;
}

/** "24 hours", "7 days", "90 minutes": how long a link lives, in the largest unit that says it exactly. */
export function formatDuration(fromIso: string, toIso: string): string {
  const minutes = Math.max(1, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const [amount, unit] =
    minutes >= 2 * 1440 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The sentence every token email carries, so the reader knows the link will stop working and when. */
export const linkValidity = (requestedAt: string, expiresAt: string): string =>
  `The link works for ${formatDuration(requestedAt, expiresAt)}, until ${formatUtc(expiresAt)}.`;
