import { isValidOrcidId, randomOrcidId } from './orcid-id';

describe('an ORCID iD', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X'])('%s is valid', (id) => {
    expect(isValidOrcidId(id)).toBe(true);
  });

  it.each(['0000-0002-1825-0098', '0000000218250097', '0000-0002-1825-009', ''])('%j is not', (id) => {
    expect(isValidOrcidId(id)).toBe(false);
  });

  it('made up for the demo form always passes the checksum', () => {
    for (let i = 0; i < 200; i++) expect(isValidOrcidId(randomOrcidId())).toBe(true);
  });
});
