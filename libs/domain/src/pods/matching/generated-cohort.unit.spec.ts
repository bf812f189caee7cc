import { generateCohort, hardConstraintViolations, proposeMatching } from './index';
import type { MatchingProposal } from './types';

describe('a generated cohort of 3,000 students and 250 TAs', () => {
  const input = generateCohort({ students: 3000, tas: 250, seed: 11 });
  let proposal: MatchingProposal;
  beforeAll(async () => {
    proposal = await proposeMatching(input);
  });

  it('breaks no hard constraint in any pod or megapod', () => {
    expect(proposal.pods.length).toBeGreaterThan(150);
    expect(hardConstraintViolations(input, proposal)).toEqual([]);
  });

  it('accounts for every student and TA exactly once', () => {
    const placed = proposal.pods.flatMap((pod) => pod.studentIds);
    const left = proposal.unmatched.filter((u) => u.kind === 'student').map((u) => u.id);
    expect([...placed, ...left].sort()).toEqual(input.students.map((s) => s.id).sort());
    const leads = proposal.megapods.flatMap((m) => (m.leadTaId ? [m.leadTaId] : []));
    const withRole = new Set([...Object.keys(proposal.taRoles), ...leads]);
    const idle = proposal.unmatched.filter((u) => u.kind === 'ta').map((u) => u.id);
    expect([...withRole, ...idle].sort()).toEqual(input.tas.map((t) => t.id).sort());
  });

  it('reports a value under its proven bound, with a small gap', () => {
    const { value, bound, gap } = proposal.objective;
    expect(bound).toBeGreaterThanOrEqual(value);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(0.03);
  });

  it('matches nearly every student when TAs suffice', () => {
    expect(proposal.objective.matchedStudents / input.students.length).toBeGreaterThan(0.97);
    expect(proposal.objective.firstChoiceSlotRate).toBeGreaterThan(0.9);
  });
});
