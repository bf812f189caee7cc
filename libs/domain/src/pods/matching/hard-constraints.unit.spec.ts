import { hardConstraintViolations } from './hard-constraints';
import type {
  MatchingInput,
  MatchingProposal,
  MatchingStudent,
  MatchingTa,
  ProposedMegapod,
  ProposedPod,
} from './types';

/**
 * A valid hand-made proposal with small pods (2–4): pod A in slot 1 (regular), pod B in slot 2 (low-fi),
 * one megapod each, sharing project TA ta-p; each test breaks one rule by hand, as staff might.
 */
const student = (id: string, overrides: Partial<MatchingStudent> = {}): MatchingStudent => ({
  id,
  slots: [1, 2],
  languages: ['English'],
  dataSets: ['neuro-1', 'dl-1'],
  lowFi: 'no',
  seniority: 'junior',
  ...overrides,
});
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

const input: MatchingInput = {
  podSize: { target: 3, min: 2, max: 4 },
  students: [
    ...['s1', 's2', 's3'].map((id) => student(id)),
    ...['s4', 's5', 's6'].map((id) => student(id, { slots: [2], lowFi: 'yes_only' })),
    student('s7', { slots: [1], languages: ['Spanish'], dataSets: ['dl-1'] }),
    student('s8', { slots: [2] }),
  ],
  tas: [
    ta('ta-a'),
    ta('ta-b', { slots: [2], openToLowFi: true }),
    ta('ta-c', { slots: [1, 2], dataSets: ['dl-1'], languages: ['Spanish'] }),
    ta('ta-p', { role: 'project_TA', slots: [1, 2] }),
    ta('ta-one-slot', { role: 'project_TA', slots: [1] }),
    ta('ta-l1', { lead: true }),
    ta('ta-l2', { lead: true, slots: [2] }),
  ],
};

function validProposal(): Pick<MatchingProposal, 'pods' | 'megapods'> {
  const pod = (key: string, timeSlot: 1 | 2, lowFi: boolean, taId: string, studentIds: string[]): ProposedPod => ({
    key,
    name: key,
    timeSlot,
    language: 'English',
    lowFi,
    dataSet: 'neuro-1',
    secondDataSet: 'dl-1',
    megapod: `m-${key}`,
    taId,
    studentIds,
  });
  const megapod = (key: string, timeSlot: 1 | 2, leadTaId: string): ProposedMegapod => ({
    key: `m-${key}`,
    name: `m-${key}`,
    timeSlot,
    dataSet: 'neuro-1',
    podKeys: [key],
    projectTaIds: ['ta-p'],
    leadTaId,
  });
  return {
    pods: [pod('A', 1, false, 'ta-a', ['s1', 's2', 's3']), pod('B', 2, true, 'ta-b', ['s4', 's5', 's6'])],
    megapods: [megapod('A', 1, 'ta-l1'), megapod('B', 2, 'ta-l2')],
  };
}

type Edit = (proposal: Pick<MatchingProposal, 'pods' | 'megapods'>) => void;
const [A, B] = [0, 1];

const cases: [string, Edit, RegExp][] = [
  ['a student in two pods', (p) => p.pods[B].studentIds.push('s1'), /s1 is in two pods/],
  [
    'a student moved to a pod of a slot they lack',
    (p) => p.pods[B].studentIds.push('s8') && p.pods[A].studentIds.push(...p.pods[B].studentIds.splice(0, 1)),
    /s4 .* not available in slot 1/,
  ],
  [
    'a student in a pod of another language',
    (p) => p.pods[A].studentIds.push('s7'),
    /s7 .* does not take the course in English/,
  ],
  [
    'a student in a pod of a data set they did not choose',
    (p) => {
      p.pods[A].dataSet = 'dl-2';
      p.megapods[A].dataSet = 'dl-2';
    },
    /did not choose data set dl-2/,
  ],
  [
    'a no-low-fi student in a low-fi pod',
    (p) => p.pods[B].studentIds.push('s8'),
    /s8 .* low-fi pod but chose no low-fi/,
  ],
  [
    'a low-fi-only student in a regular pod',
    (p) => (p.pods[B].lowFi = false),
    /regular pod but chose the low-fi track only/,
  ],
  ['an oversized pod', (p) => p.pods[A].studentIds.push('s8', 's7'), /Pod A has 5 students, outside 2–4/],
  ['an undersized pod', (p) => p.pods[A].studentIds.splice(1), /Pod A has 1 students, outside 2–4/],
  ['a student who is not in the matching', (p) => p.pods[A].studentIds.push('ghost'), /holds ghost/],
  [
    'a regular TA with the wrong data set',
    (p) => (p.pods[A].taId = 'ta-c'),
    /ta-c of pod A does not know data set neuro-1/,
  ],
  ['a regular TA outside the pod slot', (p) => (p.pods[A].taId = 'ta-b'), /ta-b of pod A is not available in slot 1/],
  ['a regular TA of another language', (p) => (p.pods[A].taId = 'ta-c'), /ta-c of pod A does not teach in English/],
  [
    'a low-fi pod whose TA is not open to low-fi',
    (p) => {
      p.pods[B].taId = 'ta-a';
      p.pods[A].taId = 'ta-b';
    },
    /ta-a of pod B is not open to low-fi/,
  ],
  ['a project-only TA running a pod', (p) => (p.pods[A].taId = 'ta-p'), /ta-p of pod A asked to be a project TA/],
  ['a lead TA running a pod', (p) => (p.pods[A].taId = 'ta-l1'), /ta-l1 of pod A is a lead TA/],
  ['a TA running two pods', (p) => (p.pods[B].taId = 'ta-a'), /ta-a is the regular TA of 2 pods/],
  ['a megapod mixing slots', (p) => p.megapods[A].podKeys.push('B'), /Pod B \(slot 2\) is in megapod m-A of slot 1/],
  [
    'a megapod mixing data sets',
    (p) => (p.megapods[A].dataSet = 'dl-1'),
    /Pod A \(neuro-1\) is in megapod m-A of data set dl-1/,
  ],
  [
    'a megapod listing a pod not in the proposal',
    (p) => p.megapods[A].podKeys.push('Z'),
    /lists pod Z, which is not in the proposal/,
  ],
  [
    'a pod in two megapods',
    (p) => p.megapods.push({ ...p.megapods[A], key: 'm-Y', name: 'm-Y', projectTaIds: [], leadTaId: null }),
    /Pod A is in two megapods/,
  ],
  ['two pods with one key', (p) => (p.pods[B].key = 'A'), /Two pods share the key A/],
  [
    'a pod whose TA is not in the matching',
    (p) => (p.pods[A].taId = 'ghost'),
    /ghost of pod A is not a TA of this matching/,
  ],
  ['a project TA who also runs a pod', (p) => (p.pods[A].taId = 'ta-p'), /ta-p of megapod m-A is also a regular TA/],
  [
    'a project TA in three megapods',
    (p) => p.megapods.push({ ...p.megapods[A], key: 'm-X', name: 'm-X', podKeys: [], timeSlot: 2 }),
    /serves 3 megapods; at most 2/,
  ],
  ['a pod naming a megapod that does not list it', (p) => (p.pods[A].megapod = 'm-B'), /Pod A names megapod m-B/],
  [
    'a project TA who asked to be a regular TA',
    (p) => p.megapods[A].projectTaIds.push('ta-a'),
    /Project TA ta-a .* asked to be a regular TA/,
  ],
  [
    'a project TA with a single slot',
    (p) => (p.megapods[A].projectTaIds = ['ta-one-slot']),
    /fewer than 2 project slots/,
  ],
  [
    'a project TA outside the megapod slot',
    (p) => (p.megapods[B].projectTaIds = ['ta-one-slot']),
    /ta-one-slot of megapod m-B is not available in slot 2/,
  ],
  [
    'a project TA of another data set',
    (p) => (p.megapods[A].projectTaIds = ['ta-c']),
    /ta-c of megapod m-A does not know data set neuro-1/,
  ],
  [
    'a project TA in two megapods of one slot',
    (p) => p.megapods.push({ ...p.megapods[A], key: 'm-X', name: 'm-X', podKeys: [] }),
    /serves two megapods in the same slot/,
  ],
  [
    'a lead TA who was not selected as lead',
    (p) => (p.megapods[A].leadTaId = 'ta-c'),
    /ta-c of megapod m-A was not selected/,
  ],
  [
    'a lead TA outside the megapod slot',
    (p) => (p.megapods[B].leadTaId = 'ta-l1'),
    /ta-l1 of megapod m-B is not available in slot 2/,
  ],
  [
    'a lead TA of megapods in two slots',
    (p) => ((p.megapods[B].leadTaId = 'ta-l1'), input.tas[5].slots.push(2)),
    /ta-l1 leads megapods in different slots/,
  ],
];

describe('a hand-edited proposal', () => {
  const tasBefore = structuredClone(input.tas);
  afterEach(() => (input.tas = structuredClone(tasBefore)));

  it('passes every check before it is edited', () => {
    expect(hardConstraintViolations(input, validProposal())).toEqual([]);
  });

  it.each(cases)('is refused with %s', (_, edit, message) => {
    const proposal = validProposal();
    edit(proposal);
    const violations = hardConstraintViolations(input, proposal);
    expect(violations).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});
