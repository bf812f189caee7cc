import { balanceReviewers } from './reviewer-assignment';

const reviewers = [
  { reviewerId: 'r1', institution: 'University of Ghana', assigned: 0 },
  { reviewerId: 'r2', institution: 'ETH Zurich', assigned: 0 },
  { reviewerId: 'r3', institution: null, assigned: 2 },
];
const application = (id: string, institution: string | null, reviewerIds: string[] = []) => ({
  applicationId: id,
  institution,
  reviewerIds,
});

describe('balanced reviewer assignment', () => {
  it('spreads applications over the least loaded reviewers', () => {
    const result = balanceReviewers(
      [application('a1', null), application('a2', null), application('a3', null), application('a4', null)],
      reviewers,
      1,
    );
    expect(Object.fromEntries(result)).toEqual({ a1: ['r1'], a2: ['r2'], a3: ['r1'], a4: ['r2'] });
  });

  it('skips a reviewer from the applicant’s institution, whatever the case or spacing', () => {
    const result = balanceReviewers([application('a1', ' university of ghana ')], reviewers, 2);
    expect(result.get('a1')).toEqual(['r2', 'r3']);
  });

  it('tops up to the wanted number without repeating a reviewer already on the application', () => {
    const result = balanceReviewers([application('a1', null, ['r1'])], reviewers, 2);
    expect(result.get('a1')).toEqual(['r2']);
    expect(balanceReviewers([application('a2', null, ['r1', 'r2'])], reviewers, 2).has('a2')).toBe(false);
  });

  it('leaves an application short when no one else may review it', () => {
    const only = [reviewers[0]];
    expect(balanceReviewers([application('a1', 'University of Ghana')], only, 1).size).toBe(0);
  });
});
