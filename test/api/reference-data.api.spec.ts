import { expect } from 'vitest';
import type { Country, Institution, ValidationErrorBody } from '@portal/contracts';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

describe.each(BACKENDS)('the country and institution pickers served %s', (deployment) => {
  let portal: InProcessPortal;
  beforeAll(async () => {
    portal = await openPortal(deployment);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const get = (list: string, search: string) =>
    fetch(`${portal.baseUrl}/api/initial-data/${list}/?search=${encodeURIComponent(search)}`);
  const results = async <T>(list: string, search: string): Promise<T[]> => {
    const response = await get(list, search);
    expect(response.status).toBe(200);
    return ((await response.json()) as { results: T[] }).results;
  };
  const countries = (search: string) => results<Country>('countries', search);
  const institutions = (search: string) => results<Institution>('institutions', search);

  it('finds countries by the start of their common name, alphabetically', async () => {
    expect((await countries('united')).map((country) => country.name)).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
      'United States Minor Outlying Islands',
      'United States Virgin Islands',
    ]);
    expect((await countries('ger'))[0]).toEqual({ name: 'Germany', code: 'DE' });
    expect(await countries('')).toHaveLength(50);
  });

  it('finds institutions with the country of their domain', async () => {
    const oxford = await institutions('oxford');
    expect(oxford).toContainEqual({ name: 'University of Oxford', country: 'United Kingdom' });
    expect(oxford.length).toBeLessThanOrEqual(20);
    expect(await institutions('')).toHaveLength(20);
  });

  it('ignores accents and case', async () => {
    const plain = await institutions('zurich');
    expect(plain.some((institution) => institution.name.includes('Zürich'))).toBe(true);
    expect(await institutions('ZÜRICH')).toEqual(plain);
    expect((await countries('aland'))[0]).toEqual({ name: 'Åland Islands', code: 'AX' });
  });

  it.each(['countries', 'institutions'])('refuses a search longer than 100 characters for %s', async (list) => {
    const response = await get(list, 'a'.repeat(101));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ValidationErrorBody;
    expect(body.search[0]).toMatchObject({ code: 'max_length', message: expect.any(String) });
  });
});
