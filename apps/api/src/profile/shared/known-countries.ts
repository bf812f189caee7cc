import { MESSAGES } from '@portal/contracts';
import { COUNTRIES } from '../../catalog/reference-data/countries';
import { ValidationFailed } from '../../http/validation';

const COUNTRY_NAMES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.name));

/**
 * Country fields hold a name from the country picker's list (`/api/initial-data/countries/`): the list
 * lives with the reference data on the server, so the check runs here rather than in the shared schema.
 */
export function requireKnownCountries(input: Record<string, unknown>, fields: readonly string[]): void {
  const unknown = fields.filter((field) => typeof input[field] === 'string' && !COUNTRY_NAMES.has(input[field]));
  if (unknown.length === 0) return;
  throw new ValidationFailed(
    Object.fromEntries(unknown.map((field) => [field, [{ message: MESSAGES.selectValidChoice, code: 'invalid' }]])),
  );
}
