import type { MentorCandidate, MentorRoundInput, MentorRoundPod, MentorRoundStudent, ProjectGroup } from '../types';

const student = (id: string, dataSets: string[], seniority: MentorRoundStudent['seniority'] = null) => ({
  id,
  dataSets,
  seniority,
});
export const mentor = (id: string, over: Partial<MentorCandidate>): MentorCandidate => ({
  id,
  maxGroups: 4,
  slots: [3],
  languages: ['english'],
  dataSets: ['vision'],
  ...over,
});

/** Pod 1: slot 3, English, vision, 8 students. Pod 2: slot 1, Spanish, vision with audio second, 7 students. */
export const pods: MentorRoundPod[] = [
  {
    podId: 'p1',
    name: 'Pod 1',
    timeSlot: 3,
    language: 'english',
    dataSet: 'vision',
    secondDataSet: null,
    students: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'].map((id, i) =>
      student(id, ['vision'], i % 2 === 0 ? 'senior' : 'junior'),
    ),
  },
  {
    podId: 'p2',
    name: 'Pod 2',
    timeSlot: 1,
    language: 'spanish',
    dataSet: 'vision',
    secondDataSet: 'audio',
    students: [
      ...['b1', 'b2', 'b3', 'b4'].map((id) => student(id, ['audio', 'vision'])),
      ...['b5', 'b6', 'b7'].map((id) => student(id, ['vision'])),
    ],
  },
];

/** m1 takes one group; m2 two, anywhere; m4 only slot 1 in English; m6 only audio; m7 speaks Spanish only. */
export const mentors: MentorCandidate[] = [
  mentor('m1', { maxGroups: 1 }),
  mentor('m2', { maxGroups: 2, slots: [1, 3], languages: ['english', 'spanish'], dataSets: ['audio', 'vision'] }),
  mentor('m4', { slots: [1] }),
  mentor('m6', { dataSets: ['audio'] }),
  mentor('m7', { maxGroups: 1, languages: ['spanish'] }),
];

export const input: MentorRoundInput = { pods, mentors };

const group = (key: string, podId: string, dataSet: string, studentIds: string[], mentorId: string | null) => ({
  key,
  podId,
  name: `Group ${key.slice(-1)} · ${dataSet}`,
  dataSet,
  studentIds,
  mentorId,
});

/** A proposal that keeps every hard constraint, for single edits to break. */
export const groups: ProjectGroup[] = [
  group('p1:1', 'p1', 'vision', ['a1', 'a2', 'a3', 'a4'], 'm1'),
  group('p1:2', 'p1', 'vision', ['a5', 'a6', 'a7', 'a8'], null),
  group('p2:1', 'p2', 'vision', ['b4', 'b5', 'b6', 'b7'], 'm2'),
  group('p2:2', 'p2', 'audio', ['b1', 'b2', 'b3'], 'm2'),
];
