import type { TimeSlot } from '@portal/contracts';
import { noPodsReason, proposeMatching } from './index';
import type { MatchingInput, MatchingStudent, MatchingTa } from './types';

const students = (count: number, overrides: Partial<MatchingStudent> = {}): MatchingStudent[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${overrides.slots?.[0] ?? 1}-student-${i + 1}`,
    slots: [1] as TimeSlot[],
    languages: ['English'],
    dataSets: ['neuro-1'],
    lowFi: 'no',
    seniority: 'junior',
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

describe('a course with fewer students enrolled than the smallest pod (5 against 12/15/18)', () => {
  const input: MatchingInput = { students: students(5), tas: [ta('ta-1'), ta('ta-lead', { lead: true })] };

  it('says no pod was formed, with the numbers, and what to change', () => {
    expect(noPodsReason(input)).toBe(
      'No pod was formed: 5 students are enrolled, fewer than the smallest pod size (12). ' +
        'Lower the minimum pod size to 5 or fewer, or wait for more enrolments.',
    );
  });

  it('tells each student there are too few for a pod, and no TA that a pod is staffed', async () => {
    const proposal = await proposeMatching(input);
    expect(proposal.pods).toEqual([]);
    const reasons = proposal.unmatched.map(({ kind, reason, detail }) => ({ kind, reason, detail }));
    expect(reasons.filter((entry) => entry.kind === 'student')).toEqual(
      Array.from({ length: 5 }, () => ({
        kind: 'student',
        reason: 'too_few_students',
        detail: 'At most 5 students (them included) could share a pod with them; a pod needs at least 12.',
      })),
    );
    expect(reasons.filter((entry) => entry.kind === 'ta')).toEqual(
      ['ta-1', 'ta-lead'].map(() => ({
        kind: 'ta',
        reason: 'not_needed',
        detail: 'No pod was formed, so there is no pod or megapod to staff.',
      })),
    );
  });

  it('reports a bound no better than the empty proposal, so the gap is 0', async () => {
    const { objective } = await proposeMatching(input);
    expect(objective).toMatchObject({ value: 0, bound: 0, gap: 0 });
  });
});

describe('why no pod was formed, in other courses', () => {
  it('counts one student in the singular', () => {
    expect(noPodsReason({ students: students(1), tas: [ta('ta-1')] })).toMatch(
      /^No pod was formed: 1 student is enrolled, fewer than the smallest pod size \(12\)\. Lower the minimum pod size to 1 or fewer/,
    );
  });

  it('reads the sizes the matching ran with', () => {
    const podSize = { min: 6, target: 8, max: 10 };
    expect(noPodsReason({ students: students(4), tas: [ta('ta-1')], podSize })).toContain(
      '4 students are enrolled, fewer than the smallest pod size (6). Lower the minimum pod size to 4 or fewer',
    );
  });

  it('says when nobody is enrolled yet', () => {
    expect(noPodsReason({ students: [], tas: [ta('ta-1')] })).toBe(
      'No pod was formed: no student is enrolled yet (paid or fee waived). Run the matching again once students have enrolled.',
    );
  });

  it('says when no TA runs pods', () => {
    expect(noPodsReason({ students: students(12), tas: [] })).toContain('no TA is approved for this course yet');
    expect(noPodsReason({ students: students(12), tas: [ta('lead', { lead: true })] })).toContain(
      'none of the 1 approved TA does (lead TAs and project TAs do not run pods)',
    );
  });

  it('names the largest group a TA’s pod could gather when the students are spread over slots', async () => {
    const input = { students: [...students(7), ...students(7, { slots: [5] })], tas: [ta('ta-1')] };
    expect((await proposeMatching(input)).pods).toEqual([]);
    expect(noPodsReason(input)).toBe(
      'No pod was formed: 14 students are enrolled, but at most 7 of them share a time slot, language and data set ' +
        'with a TA who runs pods, fewer than the smallest pod size (12). Lower the minimum pod size to 7 or fewer, ' +
        'or approve TAs for the time slots, languages and data sets the students chose.',
    );
  });
});
