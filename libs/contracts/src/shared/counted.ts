/**
 * A count with its noun agreeing in number, for the staff app's English ("1 application", "2
 * applications", "1 person", "3 people"). English has two plural forms; `Intl.PluralRules` picks
 * between them, so 0 takes the plural as English readers expect.
 */
const english = new Intl.PluralRules('en');

export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${english.select(count) === 'one' ? singular : plural}`;
}
