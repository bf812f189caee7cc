import { APPLICATION_STATUSES } from './enumerations';
import { applicationStatusWords } from './status-words';

describe('an application status as people read it', () => {
  it('reads "Offer made" for an offer not yet taken up, and "Offer accepted" once it is', () => {
    expect(applicationStatusWords('accepted', false)).toBe('Offer made');
    expect(applicationStatusWords('accepted', true)).toBe('Offer accepted');
  });

  it('never reads "Accepted" alone, and gives every status its own words', () => {
    const words = APPLICATION_STATUSES.map((status) => applicationStatusWords(status, false));
    expect(words).not.toContain('Accepted');
    expect(new Set(words).size).toBe(APPLICATION_STATUSES.length);
    expect(applicationStatusWords('waived_fee', true)).toBe('Fee waived');
  });
});
