import { generateCohort, proposeMatching } from '../matching';
import { dropOutScenario, proposeRematch, rematchViolations } from './index';
import type { RematchInput, RematchProposal } from './types';

describe('a generated cohort of 10,000 students a week in: 5% dropped out, 2% enrolled late', () => {
  let input: RematchInput;
  let proposal: RematchProposal;
  beforeAll(async () => {
    const cohort = generateCohort({ students: 10_000, tas: 800 });
    input = dropOutScenario(cohort, await proposeMatching(cohort), { dropOutRate: 0.05, lateRate: 0.02 });
    proposal = proposeRematch(input);
  }, 60_000);

  it('breaks no hard constraint in any pod', () => {
    expect(rematchViolations(input, proposal.pods)).toEqual([]);
  });

  it('moves few people, close to the proven lower bound', () => {
    expect(proposal.moveCount).toBeGreaterThanOrEqual(proposal.movesBound);
    expect(proposal.moveCount).toBeLessThanOrEqual(1.1 * proposal.movesBound + 10);
  });
});
