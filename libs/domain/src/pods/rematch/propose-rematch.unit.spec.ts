import type { MatchingStudent, MatchingTa } from '../matching/types';
import { proposeRematch } from './propose-rematch';
import { rematchViolations } from './rematch-violations';
import type { CurrentPod, RematchInput } from './types';

type Slot = MatchingStudent['slots'][number];
const student = (id: string, slots: Slot[] = [3], dataSets = ['vision']): MatchingStudent => ({
  id,
  slots,
  languages: ['English'],
  dataSets,
  lowFi: 'no',
  seniority: null,
});
const ta = (id: string, slots: Slot[] = [3], extra: Partial<MatchingTa> = {}): MatchingTa => ({
  id,
  role: 'regular_TA',
  lead: false,
  slots,
  languages: ['English'],
  dataSets: ['vision'],
  openToLowFi: false,
  ...extra,
});
const pod = (podId: string, taId: string, studentIds: string[], timeSlot: Slot = 3): CurrentPod => ({
  podId,
  name: podId,
  timeSlot,
  language: 'English',
  lowFi: false,
  dataSet: 'vision',
  megapod: { key: `m${timeSlot}`, name: `m${timeSlot}` },
  taId,
  projectTaId: null,
  leadTaId: null,
  studentIds,
});
const size = { target: 3, min: 2, max: 4 };
const students = (...ids: string[]) => ids.map((id) => student(id));

/** Given formed pods and who is still enrolled, when staff ask for a rematch, then … */
describe('a rematch after the pods are formed', () => {
  it('moves nobody when the drop-outs leave every pod at or above the floor', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c']), pod('p2', 't2', ['d', 'e'])],
      students: students('a', 'b', 'd', 'e'),
      tas: [ta('t1'), ta('t2')],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal).toMatchObject({ moves: [], moveCount: 0, movesBound: 0, changedPods: ['p1'] });
    expect(proposal.left).toEqual([{ person: 'c', kind: 'student', from: 'p1' }]);
    expect(proposal.pods.find((p) => p.podId === 'p1')?.studentIds).toEqual(['a', 'b']);
  });

  it('puts a late enrolment in a pod with room without moving anyone, and names it a join', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c', 'd']), pod('p2', 't2', ['e', 'f'])],
      students: students('a', 'b', 'c', 'd', 'e', 'f', 'late'),
      tas: [ta('t1'), ta('t2')],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal.moves).toEqual([
      { person: 'late', kind: 'student', from: null, to: 'p2', reason: 'late_enrolment' },
    ]);
    expect(proposal.moveCount).toBe(0);
  });

  it('moves a student whose logistics no longer fit their pod (a hard constraint), and only them', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c'], 3), pod('p2', 't2', ['d', 'e'], 4)],
      students: [...students('a', 'b'), student('c', [4]), student('d', [4]), student('e', [4])],
      tas: [ta('t1', [3]), ta('t2', [4])],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal.moves).toEqual([{ person: 'c', kind: 'student', from: 'p1', to: 'p2', reason: 'no_longer_fits' }]);
    expect(proposal).toMatchObject({ moveCount: 1, movesBound: 1 });
  });

  it('gives a pod whose TA dropped out a TA who holds no role, moving no student', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c'])],
      students: students('a', 'b', 'c'),
      tas: [ta('spare')],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal.pods[0].taId).toBe('spare');
    expect(proposal.moves).toEqual([{ person: 'spare', kind: 'ta', from: null, to: 'p1', reason: 'ta_replacement' }]);
    expect(proposal.left).toEqual([{ person: 't1', kind: 'ta', from: 'p1' }]);
    expect(proposal.moveCount).toBe(0);
  });

  it('takes a TA staff replace off their pod and gives the pod a TA who holds no role', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c'])],
      students: students('a', 'b', 'c'),
      tas: [ta('t1'), ta('spare')],
      podSize: size,
      replaceTas: ['t1'],
    };
    const proposal = proposeRematch(input);
    expect(proposal.pods[0].taId).toBe('spare');
    expect(proposal.moves).toEqual([
      { person: 'spare', kind: 'ta', from: null, to: 'p1', reason: 'ta_replacement' },
      { person: 't1', kind: 'ta', from: 'p1', to: null, reason: 'replaced_by_staff' },
    ]);
    expect(proposal).toMatchObject({ moveCount: 1, movesBound: 1, left: [] });
  });

  it('shifts a TA along from another pod when only that frees a fitting TA, one move', () => {
    // t2 runs p2 (slot 4) but could run p1 (slot 3); the spare fits slot 4 only.
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b']), pod('p2', 't2', ['c', 'd'], 4)],
      students: [...students('a', 'b'), student('c', [4]), student('d', [4])],
      tas: [ta('t2', [3, 4]), ta('spare', [4])],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal.pods.map((p) => [p.podId, p.taId])).toEqual([
      ['p1', 't2'],
      ['p2', 'spare'],
    ]);
    expect(proposal.moveCount).toBe(1);
    expect(rematchViolations(input, proposal.pods)).toEqual([]);
  });

  it('closes the pod no TA can run, the smallest one, and places its students elsewhere', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c']), pod('p2', 't2', ['d', 'e'])],
      students: students('a', 'b', 'c', 'd', 'e'),
      tas: [ta('t1')],
      podSize: { target: 3, min: 2, max: 5 },
    };
    const proposal = proposeRematch(input);
    expect(proposal.closedPods).toEqual(['p2']);
    expect(proposal.pods).toEqual([expect.objectContaining({ podId: 'p1', studentIds: ['a', 'b', 'c', 'd', 'e'] })]);
    expect(proposal).toMatchObject({ moveCount: 2, movesBound: 2 });
  });

  it('brings a pod below the floor back up by moving the fewest students from pods that can spare them', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c', 'd']), pod('p2', 't2', ['e', 'f'])],
      students: students('a', 'b', 'c', 'd', 'e'),
      tas: [ta('t1'), ta('t2')],
      podSize: size,
    };
    const proposal = proposeRematch(input);
    expect(proposal.moves).toEqual([
      { person: 'a', kind: 'student', from: 'p1', to: 'p2', reason: 'pod_below_minimum' },
    ]);
    expect(proposal).toMatchObject({ moveCount: 1, movesBound: 1 });
    expect(rematchViolations(input, proposal.pods)).toEqual([]);
  });

  it('gives the same proposal for the same input, whatever the order it is read in', () => {
    const input: RematchInput = {
      pods: [pod('p1', 't1', ['a', 'b', 'c', 'd']), pod('p2', 't2', ['e', 'f'])],
      students: students('a', 'b', 'c', 'd', 'e', 'late1', 'late2'),
      tas: [ta('t1'), ta('t2')],
      podSize: size,
    };
    const reversed = {
      ...input,
      pods: [...input.pods].reverse(),
      students: [...input.students].reverse(),
      tas: [...input.tas].reverse(),
    };
    expect(proposeRematch(reversed)).toEqual(proposeRematch(input));
  });
});
