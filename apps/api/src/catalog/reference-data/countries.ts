import type { Country } from '@portal/contracts';
import worldCountries from 'world-countries';
import { buildSearchIndex, search } from './text-search';

export const MAX_COUNTRY_RESULTS = 50;

/** Every ISO 3166 country by its common short name ("United Kingdom", not the official long form). */
export const COUNTRIES: readonly Country[] = worldCountries.map((country) => ({
  name: country.name.common,
  code: country.cca2,
}));

// 250 names: building the index at load costs well under a millisecond.
const index = buildSearchIndex(COUNTRIES, (country) => country.name);

export function searchCountries(query: string, limit = MAX_COUNTRY_RESULTS): Country[] {
  return search(index, query, limit);
}

/**
 * Country name by top-level domain ("uk" → "United Kingdom"). A few domains are listed for two
 * territories (".us" for the United States and its Minor Outlying Islands, ".fr" for France and
 * Saint Martin); the one whose ISO code the domain spells wins.
 */
const COUNTRY_BY_TLD: ReadonlyMap<string, string> = (() => {
  const byTld = new Map<string, string>();
  for (const country of worldCountries) {
    for (const dotted of country.tld) {
      const tld = dotted.replace(/^\.|\.$/g, '');
      if (!byTld.has(tld) || tld === country.cca2.toLowerCase()) byTld.set(tld, country.name.common);
    }
  }
  return byTld;
})();

export function countryOfTld(tld: string): string | null {
  return COUNTRY_BY_TLD.get(tld.toLowerCase()) ?? null;
}
