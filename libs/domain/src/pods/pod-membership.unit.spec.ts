import { specFor } from '../shared/testing/given-when-then';
import { podDecider } from './pod.decider';
import type { PodDefinition, PodEvent } from './pod.events';

const given = specFor(podDecider);
const now = new Date('2030-07-10T12:00:00Z');
const at = now.toISOString();
const ta = { applicationId: 'app-ta', userId: 'user-ta' };
const newTa = { applicationId: 'app-ta2', userId: 'user-ta2' };
const ada = { applicationId: 'app-ada', userId: 'user-ada' };
const ben = { applicationId: 'app-ben', userId: 'user-ben' };
const definition: PodDefinition = {
  podId: 'pod-1',
  courseId: 'course-1',
  proposalId: 'proposal-1',
  name: 'Slot 3 · vision · 1',
  timeSlot: 3,
  language: 'english',
  lowFi: false,
  dataSet: 'vision',
  secondDataSet: null,
  megapod: { key: 'mega-1', name: 'Slot 3 · vision' },
  ta,
  projectTa: null,
  leadTa: null,
  students: [ada],
  days: ['2030-07-08'],
};
const formed: PodEvent = { type: 'PodFormed', data: { ...definition, formedAt: at } };
const change = (taMember: typeof ta | null, students: (typeof ada)[]) =>
  ({
    type: 'ChangePodMembership',
    rematchId: 'r1',
    ta: taMember,
    projectTa: null,
    leadTa: null,
    students,
    now,
  }) as const;
const changed = (taMember: typeof ta | null, students: (typeof ada)[]): PodEvent => ({
  type: 'PodMembershipChanged',
  data: {
    podId: 'pod-1',
    courseId: 'course-1',
    rematchId: 'r1',
    closed: taMember === null,
    ta: taMember,
    projectTa: null,
    leadTa: null,
    students,
    groups: [],
    changedAt: at,
  },
});

describe('a pod changed by a rematch', () => {
  it('takes its new members: another TA, a student who joins', () => {
    given([formed])
      .when(change(newTa, [ada, ben]))
      .then([changed(newTa, [ada, ben])]);
  });

  it('lets the new TA record attendance, and no longer the old one', () => {
    const attend = (actorUserId: string) =>
      ({
        type: 'RecordAttendance',
        actorUserId,
        recordId: 'r-1',
        applicationId: ben.applicationId,
        day: '2030-07-08',
        percentage: 0.5,
        projectPercentage: 1,
        studentDroppedOut: false,
        now,
      }) as const;
    given([formed, changed(newTa, [ada, ben])])
      .when(attend(newTa.userId))
      .then([
        {
          type: 'AttendanceRecorded',
          data: {
            podId: 'pod-1',
            ...ben,
            recordId: 'r-1',
            day: '2030-07-08',
            percentage: 0.5,
            projectPercentage: 1,
            recordedAt: at,
          },
        },
      ]);
    given([formed, changed(newTa, [ada, ben])])
      .when(attend(ta.userId))
      .thenThrows('not_found');
  });

  it('closes with no TA: it is gone for every later command', () => {
    given([formed])
      .when(change(null, []))
      .then([changed(null, [])]);
    given([formed, changed(null, [])])
      .when(change(newTa, [ada]))
      .thenThrows('not_found');
  });

  it('refuses a pod that never formed', () => {
    given([])
      .when(change(newTa, [ada]))
      .thenThrows('not_found');
  });
});
