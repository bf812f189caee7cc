import type { TimeSlot } from '@portal/contracts';
import { generateCohort, hardConstraintViolations, proposeMatching } from './index';
import type { MatchingInput, MatchingStudent, MatchingTa } from './types';

const students = (count: number, prefix: string, overrides: Partial<MatchingStudent> = {}): MatchingStudent[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    slots: [1] as TimeSlot[],
    languages: ['English'],
    dataSets: ['neuro-1'],
    lowFi: 'no',
    seniority: (['junior', 'intermediate', 'senior'] as const)[i % 3],
    ...overrides,
  }));

const ta = (id: string, overrides: Partial<MatchingTa> = {}): MatchingTa => ({
  id,
  role: 'regular_TA',
  lead: false,
  slots: [1],
  languages: ['English'],
  dataSets: ['neuro-1'],
  openToLowFi: false,
  ...overrides,
});

async function propose(input: MatchingInput) {
  const proposal = await proposeMatching(input);
  expect(hardConstraintViolations(input, proposal)).toEqual([]);
  return proposal;
}

describe('a student whose slots meet no TA', () => {
  it('is left unmatched as no_compatible_pod while the others get a pod', async () => {
    const input = { students: [...students(12, 'early'), ...students(1, 'late', { slots: [5] })], tas: [ta('ta-1')] };
    const proposal = await propose(input);
    expect(proposal.pods).toHaveLength(1);
    expect(proposal.unmatched).toContainEqual(
      expect.objectContaining({ id: 'late-1', kind: 'student', reason: 'no_compatible_pod' }),
    );
  });
});

describe('low-fi only students', () => {
  it('are placed only in a low-fi pod run by a TA open to low-fi', async () => {
    const input = {
      students: [...students(12, 'lowfi', { lowFi: 'yes_only' }), ...students(12, 'regular')],
      tas: [ta('ta-closed'), ta('ta-open', { openToLowFi: true })],
    };
    const proposal = await propose(input);
    const lowFiPod = proposal.pods.find((pod) => pod.lowFi);
    expect(lowFiPod?.taId).toBe('ta-open');
    expect([...(lowFiPod?.studentIds ?? [])].sort()).toEqual(
      students(12, 'lowfi')
        .map((s) => s.id)
        .sort(),
    );
  });
});

describe('a cell with more students than one pod holds', () => {
  it('splits them into pods within the size bounds, differing by at most one', async () => {
    const proposal = await propose({ students: students(40, 's'), tas: [ta('ta-1'), ta('ta-2'), ta('ta-3')] });
    const sizes = proposal.pods.map((pod) => pod.studentIds.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  });
});

describe('students whose first choices have room', () => {
  it('get their first-choice slot and data set', async () => {
    const input = {
      students: students(15, 's', { slots: [2, 1], dataSets: ['dl-1', 'neuro-1'] }),
      tas: [ta('ta-1', { slots: [1, 2], dataSets: ['neuro-1', 'dl-1'] })],
    };
    const proposal = await propose(input);
    expect(proposal.pods).toEqual([
      expect.objectContaining({ timeSlot: 2, dataSet: 'dl-1', secondDataSet: 'neuro-1' }),
    ]);
    expect(proposal.objective.firstChoiceSlotRate).toBe(1);
    expect(proposal.objective.firstChoiceDataSetRate).toBe(1);
  });
});

describe('TAs with no preference', () => {
  it('become regular TAs where pods need one and project TAs where megapods need one', async () => {
    const flexible = { role: 'no_preference' as const, slots: [1, 2] as TimeSlot[] };
    const input = {
      students: students(30, 's'),
      tas: [ta('ta-regular'), ta('ta-flex-1', flexible), ta('ta-flex-2', flexible)],
    };
    const proposal = await propose(input);
    expect(proposal.pods).toHaveLength(2);
    const roles = Object.entries(proposal.taRoles)
      .map(([, role]) => role)
      .sort();
    expect(roles).toEqual(['project_TA', 'regular_TA', 'regular_TA']);
    expect(proposal.taRoles['ta-regular']).toBe('regular_TA');
    expect(proposal.megapods[0].projectTaIds).toHaveLength(1);
  });
});

describe('a project TA available in one slot only', () => {
  it('is never a project TA, and the megapod reports the shortfall', async () => {
    const input = { students: students(12, 's'), tas: [ta('ta-1'), ta('ta-project', { role: 'project_TA' })] };
    const proposal = await propose(input);
    expect(proposal.megapods[0].projectTaIds).toEqual([]);
    expect(proposal.objective.projectTaShortfall).toBe(1);
    expect(proposal.unmatched).toContainEqual(
      expect.objectContaining({ id: 'ta-project', reason: 'no_fitting_megapod' }),
    );
  });
});

describe('a lead TA available in the megapod slot', () => {
  it('leads the megapod and holds no other role', async () => {
    const input = { students: students(12, 's'), tas: [ta('ta-1'), ta('ta-lead', { lead: true })] };
    const proposal = await propose(input);
    expect(proposal.megapods[0].leadTaId).toBe('ta-lead');
    expect(proposal.taRoles['ta-lead']).toBeUndefined();
  });
});

describe('the same input twice', () => {
  it('gives the same proposal', async () => {
    const input = generateCohort({ students: 400, tas: 40, seed: 7 });
    expect(await proposeMatching(input)).toEqual(await proposeMatching(input));
  });
});
