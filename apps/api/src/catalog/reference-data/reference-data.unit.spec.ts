import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Institution } from '@portal/contracts';
import worldCountries from 'world-countries';
import { COUNTRIES, countryOfTld, searchCountries } from './countries';
import { buildInstitutionIndex, readInstitutionIndex, writeInstitutionIndex } from './institution-index';
import { countryOfDomain, loadInstitutions } from './institutions';
import { type SearchIndex, search } from './text-search';

describe('countries', () => {
  it('lists every country of world-countries by common name and ISO code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES).toHaveLength(worldCountries.length);
    expect(new Set(COUNTRIES.map((country) => country.code))).toEqual(
      new Set(worldCountries.map((country) => country.cca2)),
    );
    expect(COUNTRIES).toContainEqual({ name: 'United States', code: 'US' });
    expect(COUNTRIES).toContainEqual({ name: 'United Kingdom', code: 'GB' });
  });

  it('searches at most 50, the first ones alphabetically without a query', () => {
    expect(searchCountries('')).toHaveLength(50);
    expect(searchCountries('')[0]).toEqual({ name: 'Afghanistan', code: 'AF' });
    expect(searchCountries('ger')[0]).toEqual({ name: 'Germany', code: 'DE' });
    expect(searchCountries('curacao')).toEqual([{ name: 'Curaçao', code: 'CW' }]);
  });

  it('maps top-level domains to countries, the territory spelling the code winning a shared one', () => {
    expect(countryOfTld('uk')).toBe('United Kingdom');
    expect(countryOfTld('us')).toBe('United States');
    expect(countryOfTld('fr')).toBe('France');
    expect(countryOfTld('nl')).toBe('Netherlands');
    expect(countryOfTld('eu')).toBeNull();
  });
});

describe('the country of an institution domain', () => {
  it.each([
    [['uk', 'ac', 'ox'], 'United Kingdom'],
    [['de', 'tum'], 'Germany'],
    [['edu', 'mit'], 'United States'],
    [['us', 'k12', 'ca', 'lausd'], 'United States'],
    [['co', 'edu', 'unal'], 'Colombia'],
    [['io', 'qwasar'], null],
    [['org', 'khanacademy'], null],
    [['eu', 'eui'], null],
  ])('%j is %s', (labels, country) => {
    expect(countryOfDomain(labels)).toBe(country);
  });
});

describe('institutions', () => {
  let institutions: Institution[];
  beforeAll(async () => {
    institutions = await loadInstitutions();
  }, 30_000);

  it('holds the whole data set, without duplicates', () => {
    expect(institutions.length).toBeGreaterThan(5_000);
    const keys = institutions.map(({ name, country }) => `${name}\n${country}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(institutions.every(({ name }) => name.trim() === name && name !== '')).toBe(true);
  });

  it('gives known institutions their country', () => {
    expect(institutions).toContainEqual({ name: 'University of Oxford', country: 'United Kingdom' });
    expect(institutions).toContainEqual({ name: 'Technical University of Munich', country: 'Germany' });
    expect(institutions).toContainEqual({ name: 'Massachusetts Institute of Technology', country: 'United States' });
  });

  describe('the index the build writes', () => {
    let built: SearchIndex<Institution>;
    let index: SearchIndex<Institution>;
    beforeAll(async () => {
      built = await buildInstitutionIndex();
      const file = join(mkdtempSync(join(tmpdir(), 'institutions-')), 'institutions.index.json');
      await writeInstitutionIndex(built, file);
      index = await readInstitutionIndex(file);
    }, 30_000);

    it('reads back exactly as built, every institution once', () => {
      expect(index.entries).toEqual(built.entries);
      expect(index.entries).toHaveLength(institutions.length);
    });

    it('searches at most 20, accent-insensitively', () => {
      expect(search(index, 'university', 20)).toHaveLength(20);
      expect(search(index, 'munchen', 20)).toContainEqual({ name: 'Helmholtz Zentrum München', country: 'Germany' });
    });

    it('says how to build it when it is missing', async () => {
      await expect(readInstitutionIndex(join(tmpdir(), 'no-such-index.json'))).rejects.toThrow('npm run build:server');
    });
  });
});
