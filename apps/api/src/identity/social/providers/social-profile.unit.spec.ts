import { splitFullName } from './social-profile';

describe('a full name from a provider that gives only one string', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Sofia Garcia Lopez', 'Sofia Garcia', 'Lopez'],
    ['  Grace   Brewster  Hopper ', 'Grace Brewster', 'Hopper'],
    ['Plato', 'Plato', ''],
  ])('%j becomes first name %j and last name %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it.each([[''], ['   '], [null], [undefined]])('%j gives two empty names', (fullName) => {
    expect(splitFullName(fullName)).toEqual({ firstName: '', lastName: '' });
  });
});
