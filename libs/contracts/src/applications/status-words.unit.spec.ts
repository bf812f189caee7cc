import { APPLICATION_STATUSES } from './enumerations';
import { applicationStatusWords } from './status-words';

describe('an application status as people read it', () => {
  it('reads "Offer made" for an offer not yet taken up, and "Offer accepted" once it is', () => {
    expect(applicationStatusWords('accepted', false, 'student')).toBe('Offer made');
    expect(applicationStatusWords('accepted', true, 'student')).toBe('Offer accepted');
  });

  it('reads "Agreement signed" for a TA who took the offer up by signing the TA agreement', () => {
    expect(applicationStatusWords('accepted', false, 'ta')).toBe('Offer made');
    expect(applicationStatusWords('accepted', true, 'ta')).toBe('Agreement signed');
  });

  it('never reads "Accepted" alone, and gives every status its own words', () => {
    const words = APPLICATION_STATUSES.map((status) => applicationStatusWords(status, false, 'student'));
    expect(words).not.toContain('Accepted');
    expect(new Set(words).size).toBe(APPLICATION_STATUSES.length);
    expect(applicationStatusWords('waived_fee', true, 'student')).toBe('Fee waived');
  });
});
